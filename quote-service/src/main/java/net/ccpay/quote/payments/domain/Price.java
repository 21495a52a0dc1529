package net.ccpay.quote.payments.domain;

import net.ccpay.common.money.Money;

import java.math.BigDecimal;

/**
 * What a quote costs: both totals, the fee (on the sending side, in the sending currency:
 * {@code variableFee} from the basis points plus {@code feeFixed}), the rate as the contract states it
 * (sending units per receiving unit) and its inverse, the multiplier (receiving per sending).
 */
public record Price(Money totalSending, Money totalReceiving, Money fees, Money variableFee, int feeBps, Money feeFixed,
                    BigDecimal exchangeRate, BigDecimal multiplier) {

    public Price {
        totalSending.sameCurrency(fees);
        totalSending.sameCurrency(variableFee);
        totalSending.sameCurrency(feeFixed);
        if (!fees.equals(variableFee.plus(feeFixed))) {
            throw new IllegalArgumentException("fees " + fees + " are not " + variableFee + " + " + feeFixed);
        }
    }

    /** The sending currency's code. */
    public String sending() { return totalSending.currency().code(); }

    /** The receiving currency's code. */
    public String receiving() { return totalReceiving.currency().code(); }
}
