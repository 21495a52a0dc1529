package net.ccpay.customer.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.customer.customers.domain.OnboardingTally;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * Recounts the onboarding tally from the customers every {@code platform.onboarding.reconcile-millis} (an hour by
 * default), in every copy: what a copy of an earlier version did during a rolling upgrade is counted at the latest
 * an hour later. A recount reads every live customer's status from an index (about half a second at a million
 * customers) and holds the tally's rows meanwhile, so customer creation waits that long once an hour.
 */
@ApplicationScoped
public class OnboardingTallyReconciler extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(OnboardingTallyReconciler.class.getName());

    @Inject
    OnboardingTally tally;

    @Inject
    @ConfigProperty(name = "platform.onboarding.reconcile-millis", defaultValue = "3600000")
    long intervalMillis;

    public OnboardingTallyReconciler() {
        super("Onboarding tally recount");
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        return Schedule.every(intervalMillis, 1000);
    }

    @Override
    protected void pass() {
        long t0 = System.nanoTime();
        int changed = tally.reconcile();
        if (changed > 0) {
            LOG.info(() -> "Onboarding tally recounted: " + changed + " (type, status) counts corrected in "
                    + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms");
        }
    }
}
