package net.ccpay.quote.cards.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.quote.cards.application.Cards;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The sandbox issuer's provisioning: every {@code platform.sandbox.timer-poll-millis} it reads the
 * PROCESSING cards whose {@code activates_at} fell due on the platform clock (the row is the schedule,
 * so a restart loses none) and activates each in its own transaction; {@link Cards#activate} claims
 * the row with a conditional update, so with several copies of the service each card is activated and
 * announced once. Each pass also forgets reveal tokens that expired more than a day ago.
 */
@ApplicationScoped
public class CardActivationTimer {

    private static final Logger LOG = Logger.getLogger(CardActivationTimer.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    Cards cards;

    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-poll-millis", defaultValue = "500")
    long pollMillis;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        task = scheduler.scheduleWithFixedDelay(this::pass, pollMillis, Math.max(20, pollMillis), TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            for (String id : cards.dueActivations(100)) {
                try {
                    cards.activate(id);
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, "card activation: " + id + " failed; retrying on the next pass", e);
                }
            }
            cards.forgetOldReveals();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "card activation pass failed; retrying on the next pass", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
