package net.ccpay.customer.customers.domain;

/** The sandbox tables key on the last three characters of a field. */
public final class Suffix {
    private Suffix() {}

    /** The last three characters of {@code value}, or {@code ""} when it is absent or shorter. */
    public static String of(String value) {
        return value == null || value.length() < 3 ? "" : value.substring(value.length() - 3);
    }
}
