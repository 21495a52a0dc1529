package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.housekeeping.HourlyRollupTimer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;

/**
 * Keeps {@code payment_hourly} ({@link PaymentHours}) in every copy of quote-service: every {@code
 * platform.payments.rollup-millis} (a minute) the hours the overview counts itself and the two before them, and
 * every hour (and at start) the last 31 days, a day per transaction; older hours are deleted. A payment's change
 * therefore reaches the kept hours within a minute when the payment is from the last hours, within an hour when it
 * is older (a refund days later).
 */
@ApplicationScoped
public class PaymentHourlyRollup extends HourlyRollupTimer {

    @Inject
    PaymentHours hours;

    @Inject
    @ConfigProperty(name = "platform.payments.rollup-millis", defaultValue = "60000")
    long intervalMillis;

    @Inject
    @ConfigProperty(name = "platform.payments.overview-live-hours", defaultValue = "2")
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
        return "the payments per hour";
    }
}
