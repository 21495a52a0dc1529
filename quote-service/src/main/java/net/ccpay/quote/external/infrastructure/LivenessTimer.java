package net.ccpay.quote.external.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.quote.external.application.OwnershipChallenges;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Passes the sandbox's LIVENESS challenges when their time comes: every second it looks for due ones
 * in the database (the row is the schedule, so a restart loses none) and passes each in its own
 * transaction, skipping those another copy of the service holds.
 */
@ApplicationScoped
public class LivenessTimer {

    private static final Logger LOG = Logger.getLogger(LivenessTimer.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    OwnershipChallenges challenges;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        task = scheduler.scheduleWithFixedDelay(this::pass, 1, 1, TimeUnit.SECONDS);
    }

    private void pass() {
        try {
            for (String id : challenges.dueLiveness(100)) {
                challenges.passLiveness(id);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "liveness timer pass failed; retrying on the next pass", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
