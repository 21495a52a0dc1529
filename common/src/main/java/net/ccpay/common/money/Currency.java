package net.ccpay.common.money;

import java.util.Objects;
import java.util.Optional;

/**
 * A currency: its code, the name and symbol the contract's {@code Currency} object shows, how many
 * decimals its smallest unit has (2 for USD cents, 8 for BTC satoshis) and whether it is crypto. The
 * currencies the platform knows are listed once, in {@link CurrencyCodes}; a stablecoin registered at
 * run time is a currency too ({@link #token}).
 *
 * <p>Two currencies are the same money when their code and decimals are the same: that is what
 * {@link Money} compares, so a name or symbol never makes two amounts incompatible.
 */
public record Currency(String code, String name, String symbol, int decimals, boolean crypto) {

    public Currency {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(symbol, "symbol");
        if (!code.matches("[A-Z0-9]{3,5}")) {
            throw new IllegalArgumentException("not a currency code: " + code);
        }
        if (decimals < 0 || decimals > 18) {
            throw new IllegalArgumentException("decimals out of range: " + decimals);
        }
    }

    /** The known currency with this code. */
    public static Optional<Currency> find(String code) {
        return CurrencyCodes.find(code);
    }

    /**
     * The currency with this code and number of decimals: the known one when it matches, otherwise a
     * token of the platform (a stablecoin) named by its code.
     */
    public static Currency of(String code, int decimals) {
        return find(code).filter(c -> c.decimals == decimals).orElseGet(() -> token(code, decimals));
    }

    /** A crypto token the catalogue does not list (a registered stablecoin): its symbol is its code and name. */
    public static Currency token(String symbol, int decimals) {
        return new Currency(symbol, symbol, symbol, decimals, true);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Currency c && code.equals(c.code) && decimals == c.decimals;
    }

    @Override
    public int hashCode() {
        return code.hashCode() * 31 + decimals;
    }

    @Override
    public String toString() {
        return code;
    }
}
