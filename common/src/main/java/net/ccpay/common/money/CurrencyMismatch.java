package net.ccpay.common.money;

/** Two amounts of different currencies were combined: a programming error, never a client's. */
public class CurrencyMismatch extends IllegalArgumentException {
    public CurrencyMismatch(Currency a, Currency b) {
        super("cannot combine " + a.code() + " and " + b.code());
    }

    /** An amount in {@code actual} where one in the currency with code {@code expected} was due. */
    public CurrencyMismatch(String expected, Currency actual) {
        super("expected an amount in " + expected + ", not " + actual.code());
    }
}
