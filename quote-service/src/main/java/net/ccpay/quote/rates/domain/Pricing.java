package net.ccpay.quote.rates.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.quote.currency.PlatformCurrencies.Fee;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Sending-side pricing: the platform's fee (basis points plus a fixed amount, in the sending
 * currency) comes off the sent amount; what remains is converted at the sandbox rate.
 */
public final class Pricing {
    private Pricing() {}

    /** What the receiver gets for {@code sending} (smallest units), after the fee; 0 if the fee eats it all. */
    public static long received(long sending, Fee fee, Currency from, Currency to) {
        long net = sending - fee.on(sending);
        return net <= 0 ? 0 : SandboxRates.convert(net, from, to);
    }

    /** The smallest amount to send so that the receiver gets at least {@code receiving}. */
    public static long sendingFor(long receiving, Fee fee, Currency from, Currency to) {
        long net = SandboxRates.sendingFor(receiving, from, to);
        // net = s − (s·bps/10000 + fixed)  ⇒  s = (net + fixed) / (1 − bps/10000), rounded up
        BigDecimal s = BigDecimal.valueOf(net + fee.fixedFee())
                .divide(BigDecimal.ONE.subtract(BigDecimal.valueOf(fee.variableBps()).movePointLeft(4)), 10, RoundingMode.CEILING);
        return s.setScale(0, RoundingMode.CEILING).longValueExact();
    }
}
