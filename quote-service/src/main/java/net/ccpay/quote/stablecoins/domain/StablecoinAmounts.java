package net.ccpay.quote.stablecoins.domain;

import java.util.OptionalLong;

/**
 * Converts between a stablecoin's smallest unit and its base currency's, one coin for one unit of the
 * base currency: with 6 coin decimals and 2 fiat decimals, 10,000 coin units are 1 cent. The contract
 * wants every operation to be a whole number of cents, so an amount that does not convert exactly is
 * refused rather than rounded.
 */
public final class StablecoinAmounts {

    private StablecoinAmounts() {}

    /** The fiat amount in smallest units, when {@code coinAmount} converts exactly and is positive. */
    public static OptionalLong toFiat(long coinAmount, int coinDecimals, int fiatDecimals) {
        if (coinAmount <= 0 || coinDecimals < fiatDecimals) {
            return OptionalLong.empty();
        }
        long unit = pow10(coinDecimals - fiatDecimals);
        if (unit <= 0 || coinAmount % unit != 0) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(coinAmount / unit);
    }

    /** How many coin units make one smallest fiat unit (for messages). */
    public static long unit(int coinDecimals, int fiatDecimals) {
        return pow10(Math.max(0, coinDecimals - fiatDecimals));
    }

    private static long pow10(int n) {
        if (n > 18) {
            return -1;
        }
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }
}
