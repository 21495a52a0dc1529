package net.ccpay.quote.currency;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The currencies the sandbox knows: code, name, symbol, decimals of the smallest unit, whether
 * it is crypto, and the deterministic sandbox rate against the US dollar (units of the currency
 * per 1 USD). Documented in the README; nothing else in the platform hard-codes a rate.
 */
public final class CurrencyCatalog {

    public record Currency(String code, String name, String symbol, int decimals, boolean crypto, double perUsd) {
        /** The currency as money needs it (code and decimals). */
        public net.ccpay.common.money.Currency money() {
            return new net.ccpay.common.money.Currency(code, decimals);
        }

        public JsonObject toJson() {
            return JsonP.createObjectBuilder().add("code", code).add("name", name).add("symbol", symbol).add("decimals", decimals).build();
        }
    }

    private static final Map<String, Currency> ALL = new LinkedHashMap<>();

    private static void add(String code, String name, String symbol, int decimals, boolean crypto, double perUsd) {
        ALL.put(code, new Currency(code, name, symbol, decimals, crypto, perUsd));
    }

    static {
        add("USD", "US Dollar", "$", 2, false, 1.0);
        add("EUR", "Euro", "€", 2, false, 0.92);
        add("GBP", "Pound Sterling", "£", 2, false, 0.79);
        add("MXN", "Mexican Peso", "$", 2, false, 17.10);
        add("BRL", "Brazilian Real", "R$", 2, false, 5.05);
        add("INR", "Indian Rupee", "₹", 2, false, 83.20);
        add("CAD", "Canadian Dollar", "$", 2, false, 1.36);
        add("DKK", "Danish Krone", "kr", 2, false, 6.87);
        add("AED", "UAE Dirham", "د.إ", 2, false, 3.6725);
        add("NGN", "Nigerian Naira", "₦", 2, false, 1550.0);
        add("ZAR", "South African Rand", "R", 2, false, 18.40);
        add("PHP", "Philippine Peso", "₱", 2, false, 56.50);
        add("KES", "Kenyan Shilling", "KSh", 2, false, 129.0);
        add("SGD", "Singapore Dollar", "$", 2, false, 1.34);
        add("HKD", "Hong Kong Dollar", "$", 2, false, 7.81);
        add("USDC", "USD Coin", "USDC", 6, true, 1.0);
        add("USDT", "Tether USD", "USDT", 6, true, 1.0);
        add("USDB", "USDB", "USDB", 6, true, 1.0);
        add("BTC", "Bitcoin", "₿", 8, true, 0.0000105);
        add("ETH", "Ether", "Ξ", 18, true, 0.00029);
        add("SOL", "Solana", "SOL", 9, true, 0.0058);
    }

    private CurrencyCatalog() {}

    public static Optional<Currency> find(String code) {
        return Optional.ofNullable(code == null ? null : ALL.get(code));
    }

    public static Map<String, Currency> all() {
        return ALL;
    }
}
