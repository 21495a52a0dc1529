package net.ccpay.common.money;

import java.util.Objects;

/**
 * A currency as money needs it: its code and how many decimals its smallest unit has (2 for USD
 * cents, 8 for BTC satoshis). Names, symbols and rates live with the service that owns them.
 */
public record Currency(String code, int decimals) {

    public Currency {
        Objects.requireNonNull(code, "code");
        if (!code.matches("[A-Z0-9]{3,5}")) {
            throw new IllegalArgumentException("not a currency code: " + code);
        }
        if (decimals < 0 || decimals > 18) {
            throw new IllegalArgumentException("decimals out of range: " + decimals);
        }
    }
}
