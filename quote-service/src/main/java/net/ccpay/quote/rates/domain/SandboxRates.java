package net.ccpay.quote.rates.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.quote.currency.CurrencyCatalog;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Deterministic sandbox exchange rates: every pair goes through the catalog's rate against the
 * US dollar. Amount conversion happens in the currencies' smallest units with BigDecimal and
 * rounds down, so the platform never promises more than it converts.
 */
public final class SandboxRates {

    private static final MathContext MC = new MathContext(20, RoundingMode.HALF_EVEN);

    private SandboxRates() {}

    /** Units of {@code to} per one unit of {@code from} (major units). */
    public static BigDecimal rate(Currency from, Currency to) {
        return BigDecimal.valueOf(CurrencyCatalog.perUsd(to)).divide(BigDecimal.valueOf(CurrencyCatalog.perUsd(from)), MC);
    }

    /** Converts an amount in {@code from}'s smallest unit into {@code to}'s smallest unit, rounding down. */
    public static long convert(long amount, Currency from, Currency to) {
        BigDecimal major = BigDecimal.valueOf(amount).movePointLeft(from.decimals());
        BigDecimal converted = major.multiply(rate(from, to), MC).movePointRight(to.decimals());
        return converted.setScale(0, RoundingMode.DOWN).longValueExact();
    }

    /** Converts an amount into {@code to}, rounding down. */
    public static Money convert(Money amount, Currency to) {
        return Money.of(convert(amount.amount(), amount.currency(), to), to);
    }

    /** Smallest amount of {@code from} (smallest unit) that converts to at least {@code target} of {@code to}. */
    public static long sendingFor(long target, Currency from, Currency to) {
        BigDecimal major = BigDecimal.valueOf(target).movePointLeft(to.decimals());
        BigDecimal needed = major.divide(rate(from, to), MC).movePointRight(from.decimals());
        return needed.setScale(0, RoundingMode.CEILING).longValueExact();
    }

    /** A rate rounded for display (8 significant digits). */
    public static double display(BigDecimal rate) {
        return rate.round(new MathContext(8, RoundingMode.HALF_EVEN)).doubleValue();
    }
}
