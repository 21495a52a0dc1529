package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.quote.cards.application.Cards;
import org.eclipse.microprofile.config.inject.ConfigProperty;

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
public class CardActivationTimer extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(CardActivationTimer.class.getName());

    @Inject
    Cards cards;

    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-poll-millis", defaultValue = "500")
    long pollMillis;

    public CardActivationTimer() {
        super("card activation pass");
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        return Schedule.every(pollMillis, 20);
    }

    @Override
    protected void pass() {
        for (String id : cards.dueActivations(100)) {
            try {
                cards.activate(id);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "card activation: " + id + " failed; retrying on the next pass", e);
            }
        }
        cards.forgetOldReveals();
    }
}
