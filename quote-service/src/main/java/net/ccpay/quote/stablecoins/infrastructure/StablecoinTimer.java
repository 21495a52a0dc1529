package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.quote.stablecoins.application.StablecoinIssuance;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Settles the sandbox's stablecoin operations when they fall due: every
 * {@code platform.sandbox.timer-poll-millis} it reads the due ones from the database (the row is the
 * schedule, so a restart loses none) and settles each in its own transaction, skipping those another
 * copy of the service holds.
 */
@ApplicationScoped
public class StablecoinTimer extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(StablecoinTimer.class.getName());

    @Inject
    StablecoinIssuance issuance;

    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-poll-millis", defaultValue = "500")
    long pollMillis;

    public StablecoinTimer() {
        super("stablecoin timer pass");
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        return Schedule.every(pollMillis, 20);
    }

    @Override
    protected void pass() {
        for (String id : issuance.due(100)) {
            try {
                issuance.settle(id);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "stablecoin timer: " + id + " failed; retrying on the next pass", e);
            }
        }
    }
}
