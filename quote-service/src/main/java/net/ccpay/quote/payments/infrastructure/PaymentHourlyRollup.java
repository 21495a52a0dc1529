package net.ccpay.quote.payments.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps {@code payment_hourly} ({@link PaymentHours}) in every copy of quote-service: every
 * {@code platform.payments.rollup-millis} (a minute) the hours the overview reads live and the two before them, and
 * every hour (and first, at start) the last 31 days, a day per transaction. A payment's status change therefore
 * reaches the kept hours within a minute when the payment is from the last hours, within an hour when it is older
 * (a refund days later); the overview reads the newest {@code platform.payments.overview-live-hours} itself.
 * Hours older than the 31 days are deleted: no overview reads them.
 */
@ApplicationScoped
public class PaymentHourlyRollup {

    private static final Logger LOG = Logger.getLogger(PaymentHourlyRollup.class.getName());
    static final int DAYS = 31;

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    PaymentHours hours;

    @Inject
    @ConfigProperty(name = "platform.payments.rollup-millis", defaultValue = "60000")
    long intervalMillis;

    @Inject
    @ConfigProperty(name = "platform.payments.overview-live-hours", defaultValue = "2")
    int liveHours;

    private ScheduledFuture<?> task;
    private volatile Instant lastFull = Instant.EPOCH;

    void onStart(@Observes ServiceBootstrap.Started started) {
        long interval = Math.max(1000, intervalMillis);
        task = scheduler.scheduleWithFixedDelay(this::pass, Math.min(5000, interval), interval, TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            Instant now = Instant.now();
            Instant next = PaymentHours.hourOf(now).plus(PaymentHours.hours(1));
            if (Duration.between(lastFull, now).compareTo(Duration.ofHours(1)) >= 0) {
                long t0 = System.nanoTime();
                int rows = 0;
                Instant day = next;
                for (int d = 0; d < DAYS; d++) {
                    Instant start = day.minus(Duration.ofDays(1));
                    rows += Math.max(0, hours.recount(start, day));
                    day = start;
                }
                hours.forgetBefore(day);
                lastFull = now;
                int kept = rows;
                LOG.fine(() -> "payment hours of the last " + DAYS + " days recounted: " + kept + " rows in "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms");
            } else {
                hours.recount(next.minus(PaymentHours.hours(Math.max(0, liveHours) + 2L)), next);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Recounting the payments per hour failed; the next pass retries", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
