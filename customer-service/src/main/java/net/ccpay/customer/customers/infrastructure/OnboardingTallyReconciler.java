package net.ccpay.customer.customers.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.customer.customers.domain.OnboardingTally;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Recounts the onboarding tally from the customers every {@code platform.onboarding.reconcile-millis} (an hour by
 * default), in every copy: what a copy of an earlier version did during a rolling upgrade is counted at the latest
 * an hour later. A recount reads every live customer's status from an index (about half a second at a million
 * customers) and holds the tally's rows meanwhile, so customer creation waits that long once an hour.
 */
@ApplicationScoped
public class OnboardingTallyReconciler {

    private static final Logger LOG = Logger.getLogger(OnboardingTallyReconciler.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    OnboardingTally tally;

    @Inject
    @ConfigProperty(name = "platform.onboarding.reconcile-millis", defaultValue = "3600000")
    long intervalMillis;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        long interval = Math.max(1000, intervalMillis);
        task = scheduler.scheduleWithFixedDelay(this::pass, interval, interval, TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            long t0 = System.nanoTime();
            int changed = tally.reconcile();
            if (changed > 0) {
                LOG.info(() -> "Onboarding tally recounted: " + changed + " (type, status) counts corrected in "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms");
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Onboarding tally recount failed; the next pass retries", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
