package net.ccpay.quote.external.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.quote.external.application.OwnershipChallenges;

/**
 * Passes the sandbox's LIVENESS challenges when their time comes: every second it looks for due ones
 * in the database (the row is the schedule, so a restart loses none) and passes each in its own
 * transaction, skipping those another copy of the service holds.
 */
@ApplicationScoped
public class LivenessTimer extends PeriodicTask {

    @Inject
    OwnershipChallenges challenges;

    public LivenessTimer() {
        super("liveness timer pass");
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        return Schedule.every(1000, 1000);
    }

    @Override
    protected void pass() {
        for (String id : challenges.dueLiveness(100)) {
            challenges.passLiveness(id);
        }
    }
}
