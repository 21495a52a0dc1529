package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.housekeeping.HourlyRollupTimer;

/**
 * Keeps {@code payment_hourly} ({@link PaymentHours}) in every copy of quote-service: every {@code
 * platform.payments.rollup-millis} (a minute) the current hour and the one before, and every hour (and at start) the
 * last 31 days, a day per transaction; older hours are deleted. The overview reads only this table, so a payment's
 * change reaches it within a minute when the payment is from the last two hours, within an hour when it is older (a
 * refund days later).
 */
@ApplicationScoped
public class PaymentHourlyRollup extends HourlyRollupTimer {

    @Inject
    PaymentHours hours;

    public PaymentHourlyRollup() {
        super("platform.payments", "the payments per hour");
    }

    @Override
    protected Counts counts() {
        return hours;
    }
}
