package net.ccpay.common.money;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The currencies the platform knows, each once: code, name, symbol, decimals and whether it is
 * crypto. Every service recognises and shows a currency through this list (auth-service checks an
 * agent policy's currency; customer-service shows the currency of an invitation's amount;
 * quote-service prices, books and shows them). quote-service's sandbox exchange rates are its own
 * ({@code CurrencyCatalog}); its test {@code CurrencyCodesTest} fails when a known currency has no rate.
 */
public final class CurrencyCodes {

    private static final Map<String, Currency> ALL = new LinkedHashMap<>();

    private static void add(String code, String name, String symbol, int decimals) {
        ALL.put(code, new Currency(code, name, symbol, decimals, false));
    }

    private static void crypto(String code, String name, String symbol, int decimals) {
        ALL.put(code, new Currency(code, name, symbol, decimals, true));
    }

    static {
        add("USD", "US Dollar", "$", 2);
        add("EUR", "Euro", "€", 2);
        add("GBP", "Pound Sterling", "£", 2);
        add("MXN", "Mexican Peso", "$", 2);
        add("BRL", "Brazilian Real", "R$", 2);
        add("INR", "Indian Rupee", "₹", 2);
        add("CAD", "Canadian Dollar", "$", 2);
        add("DKK", "Danish Krone", "kr", 2);
        add("AED", "UAE Dirham", "د.إ", 2);
        add("NGN", "Nigerian Naira", "₦", 2);
        add("ZAR", "South African Rand", "R", 2);
        add("PHP", "Philippine Peso", "₱", 2);
        add("KES", "Kenyan Shilling", "KSh", 2);
        add("SGD", "Singapore Dollar", "$", 2);
        add("HKD", "Hong Kong Dollar", "$", 2);
        crypto("USDC", "USD Coin", "USDC", 6);
        crypto("USDT", "Tether USD", "USDT", 6);
        crypto("USDB", "USDB", "USDB", 6);
        crypto("BTC", "Bitcoin", "₿", 8);
        crypto("ETH", "Ether", "Ξ", 18);
        crypto("SOL", "Solana", "SOL", 9);
    }

    public static final Set<String> KNOWN = Set.copyOf(ALL.keySet());

    private CurrencyCodes() {}

    public static boolean isKnown(String code) {
        return code != null && KNOWN.contains(code);
    }

    /** The known currency with this code. */
    public static Optional<Currency> find(String code) {
        return Optional.ofNullable(code == null ? null : ALL.get(code));
    }

    /** Every known currency by code, in the catalogue's order. */
    public static Map<String, Currency> all() {
        return Collections.unmodifiableMap(ALL);
    }
}
