package net.ccpay.common.money;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The currencies the platform knows, for services that must recognise or show a currency without
 * owning the catalogue (auth-service checks an agent policy's currency; customer-service shows the
 * currency of an invitation's amount). quote-service's {@code CurrencyCatalog} owns them with their
 * rates; its test {@code CurrencyCodesTest} fails when the two disagree on a code, name, symbol or
 * number of decimals.
 */
public final class CurrencyCodes {

    /** A currency as the contract's {@code Currency} object shows it. */
    public record Described(String code, String name, String symbol, int decimals) {}

    private static final Map<String, Described> DESCRIBED = new LinkedHashMap<>();

    private static void add(String code, String name, String symbol, int decimals) {
        DESCRIBED.put(code, new Described(code, name, symbol, decimals));
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
        add("USDC", "USD Coin", "USDC", 6);
        add("USDT", "Tether USD", "USDT", 6);
        add("USDB", "USDB", "USDB", 6);
        add("BTC", "Bitcoin", "₿", 8);
        add("ETH", "Ether", "Ξ", 18);
        add("SOL", "Solana", "SOL", 9);
    }

    public static final Set<String> KNOWN = Set.copyOf(DESCRIBED.keySet());

    private CurrencyCodes() {}

    public static boolean isKnown(String code) {
        return code != null && KNOWN.contains(code);
    }

    /** The known currency with this code. */
    public static Optional<Described> describe(String code) {
        return Optional.ofNullable(code == null ? null : DESCRIBED.get(code));
    }
}
