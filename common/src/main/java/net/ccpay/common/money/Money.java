package net.ccpay.common.money;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * An amount in the smallest unit of its currency. Arithmetic is exact: it throws
 * {@link ArithmeticException} on overflow instead of wrapping, and {@link CurrencyMismatch} when
 * the currencies differ, so a wrong sum can never be stored.
 */
public record Money(long amount, Currency currency) {

    public Money {
        Objects.requireNonNull(currency, "currency");
    }

    public static Money of(long amount, Currency currency) {
        return new Money(amount, currency);
    }

    public static Money zero(Currency currency) {
        return new Money(0, currency);
    }

    public Money plus(Money other) {
        sameCurrency(other);
        return new Money(Math.addExact(amount, other.amount), currency);
    }

    public Money minus(Money other) {
        sameCurrency(other);
        return new Money(Math.subtractExact(amount, other.amount), currency);
    }

    public Money negate() {
        return new Money(Math.negateExact(amount), currency);
    }

    public boolean isNegative() { return amount < 0; }
    public boolean isPositive() { return amount > 0; }
    public boolean isZero() { return amount == 0; }

    public boolean isLessThan(Money other) {
        sameCurrency(other);
        return amount < other.amount;
    }

    public boolean isGreaterThan(Money other) {
        sameCurrency(other);
        return amount > other.amount;
    }

    /** The amount in whole units (e.g. 12.34 for 1234 cents), for display only. */
    public BigDecimal toMajorUnits() {
        return BigDecimal.valueOf(amount, currency.decimals());
    }

    public void sameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new CurrencyMismatch(currency, other.currency);
        }
    }

    @Override
    public String toString() {
        return toMajorUnits().toPlainString() + " " + currency.code();
    }
}
