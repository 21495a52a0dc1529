package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.housekeeping.HourlyRollupTimer;

/**
 * Keeps {@code attempt_hourly} ({@link AttemptHours}) in every copy of webhook-service: every {@code
 * platform.webhook.rollup-millis} (a minute) the current hour and the one before, and every hour (and at start) the
 * last 31 days, a day per transaction; older hours are deleted. The overview reads only this table.
 */
@ApplicationScoped
public class AttemptHourlyRollup extends HourlyRollupTimer {

    @Inject
    AttemptHours hours;

    public AttemptHourlyRollup() {
        super("platform.webhook", "the delivery attempts per hour");
    }

    @Override
    protected Counts counts() {
        return hours;
    }
}
