package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.quote.stablecoins.application.StablecoinIssuance;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Settles the sandbox's stablecoin operations when they fall due: every
 * {@code platform.sandbox.timer-poll-millis} it reads the due ones from the database (the row is the
 * schedule, so a restart loses none) and settles each in its own transaction, skipping those another
 * copy of the service holds.
 */
@ApplicationScoped
public class StablecoinTimer {

    private static final Logger LOG = Logger.getLogger(StablecoinTimer.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    StablecoinIssuance issuance;

    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-poll-millis", defaultValue = "500")
    long pollMillis;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        task = scheduler.scheduleWithFixedDelay(this::pass, pollMillis, Math.max(20, pollMillis), TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            for (String id : issuance.due(100)) {
                try {
                    issuance.settle(id);
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, "stablecoin timer: " + id + " failed; retrying on the next pass", e);
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "stablecoin timer pass failed; retrying on the next pass", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
