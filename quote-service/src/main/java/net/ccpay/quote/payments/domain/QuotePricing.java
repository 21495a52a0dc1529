package net.ccpay.quote.payments.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.quote.rates.domain.AmountOutOfRange;
import net.ccpay.quote.rates.domain.SandboxRates;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Prices a quote. The fee is on the sending side: {@code bps} basis points of the sending amount
 * (rounded down) plus a fixed amount in the sending currency.
 * <ul>
 * <li>SENDING locked: the sender pays exactly the amount; the receiver gets the rest after the fee,
 * converted and rounded down (the platform never promises more than it converts).</li>
 * <li>RECEIVING locked: the receiver gets exactly the amount; the sender pays the smallest amount
 * whose rest after the fee converts to at least that.</li>
 * </ul>
 * Same-currency quotes convert at exactly 1.
 */
public final class QuotePricing {

    private QuotePricing() {}

    public static Price price(boolean lockSending, long amount, int bps, long fixed, Currency from, Currency to) {
        boolean same = from.code().equals(to.code());
        try {
            long sending;
            long receiving;
            long variable;
            if (lockSending) {
                sending = amount;
                variable = variableFee(sending, bps);
                long net = sending - Math.addExact(variable, fixed);
                receiving = net <= 0 ? 0 : same ? net : SandboxRates.convert(net, from, to);
            } else {
                receiving = amount;
                long net = same ? amount : SandboxRates.sendingFor(amount, from, to);
                // s − floor(s·bps/10000) − fixed ≥ net: start from the exact gross-up and step down while it still holds
                BigDecimal gross = BigDecimal.valueOf(Math.addExact(net, fixed))
                        .divide(BigDecimal.ONE.subtract(BigDecimal.valueOf(bps).movePointLeft(4)), 10, RoundingMode.CEILING)
                        .setScale(0, RoundingMode.CEILING);
                sending = gross.longValueExact();
                while (sending > 1 && sending - 1 - variableFee(sending - 1, bps) - fixed >= net) {
                    sending--;
                }
                variable = variableFee(sending, bps);
            }
            if (receiving <= 0) {
                throw new AmountOutOfRange("lockedCurrencyAmount", amount, "leaves nothing to receive after the fee");
            }
            long fees = Math.addExact(variable, fixed);
            BigDecimal multiplier = same ? BigDecimal.ONE : SandboxRates.rate(from, to);
            BigDecimal exchangeRate = same ? BigDecimal.ONE : SandboxRates.rate(to, from);
            return new Price(Money.of(sending, from), Money.of(receiving, to), Money.of(fees, from), Money.of(variable, from), bps,
                    Money.of(fixed, from),
                    exchangeRate.round(new MathContext(10, RoundingMode.HALF_EVEN)).stripTrailingZeros(),
                    multiplier.round(new MathContext(10, RoundingMode.HALF_EVEN)).stripTrailingZeros());
        } catch (ArithmeticException tooLarge) {
            throw new AmountOutOfRange("lockedCurrencyAmount", amount);
        }
    }

    static long variableFee(long sending, int bps) {
        return BigDecimal.valueOf(sending).multiply(BigDecimal.valueOf(bps)).movePointLeft(4).setScale(0, RoundingMode.DOWN).longValueExact();
    }
}
