package net.ccpay.common.housekeeping;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.event.Observes;
import net.ccpay.common.config.ServiceBootstrap;

import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs a {@link HourlyRollup} in every copy of a service, on the container's scheduler, from the service's start: the
 * first pass 5 s after it (the whole {@link #days()}), then every {@link #intervalMillis()}. A subclass is the
 * service's bean: it says what to recount and how often.
 */
public abstract class HourlyRollupTimer {

    private static final Logger LOG = Logger.getLogger(HourlyRollupTimer.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    private ScheduledFuture<?> task;
    private HourlyRollup rollup;

    /** Recounts the whole hours of a range and keeps them (-1: another copy's turn). */
    protected abstract int recount(Instant from, Instant to);

    /** Forgets the hours before an instant. */
    protected abstract void forgetBefore(Instant before);

    /** How often a pass runs. */
    protected abstract long intervalMillis();

    /** How many of the newest hours the overview counts itself; each pass recounts them and the two before. */
    protected abstract int liveHours();

    /** How many days are kept (and recounted every hour). */
    protected int days() {
        return 31;
    }

    /** What is recounted, for the log ("the payments per hour"). */
    protected abstract String what();

    void onStart(@Observes ServiceBootstrap.Started started) {
        rollup = new HourlyRollup(this::recount, this::forgetBefore, Math.max(0, liveHours()) + 2, days());
        long interval = Math.max(1000, intervalMillis());
        task = scheduler.scheduleWithFixedDelay(this::pass, Math.min(5000, interval), interval, TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            rollup.pass(Instant.now());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Recounting " + what() + " failed; the next pass retries", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
