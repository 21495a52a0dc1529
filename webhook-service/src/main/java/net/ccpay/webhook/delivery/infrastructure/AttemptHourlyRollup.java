package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.housekeeping.HourlyRollupTimer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;

/**
 * Keeps {@code attempt_hourly} ({@link AttemptHours}) in every copy of webhook-service: every {@code
 * platform.webhook.rollup-millis} (a minute) the hours the overview counts itself and the two before them, and
 * every hour (and at start) the last 31 days, a day per transaction; older hours are deleted.
 */
@ApplicationScoped
public class AttemptHourlyRollup extends HourlyRollupTimer {

    @Inject
    AttemptHours hours;

    @Inject
    @ConfigProperty(name = "platform.webhook.rollup-millis", defaultValue = "60000")
    long intervalMillis;

    @Inject
    @ConfigProperty(name = "platform.webhook.overview-live-hours", defaultValue = "2")
    int liveHours;

    @Override
    protected int recount(Instant from, Instant to) {
        return hours.recount(from, to);
    }

    @Override
    protected void forgetBefore(Instant before) {
        hours.forgetBefore(before);
    }

    @Override
    protected long intervalMillis() {
        return intervalMillis;
    }

    @Override
    protected int liveHours() {
        return liveHours;
    }

    @Override
    protected String what() {
        return "the delivery attempts per hour";
    }
}
