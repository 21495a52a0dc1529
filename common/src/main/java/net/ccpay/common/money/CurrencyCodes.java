package net.ccpay.common.money;

import java.util.Set;

/**
 * The codes of the currencies the platform knows, for services that must recognise a currency
 * without owning the catalogue (auth-service checks an agent policy's currency). quote-service's
 * {@code CurrencyCatalog} owns names, decimals and rates; its test {@code CurrencyCodesTest} fails
 * when the two lists differ.
 */
public final class CurrencyCodes {

    public static final Set<String> KNOWN = Set.of(
            "USD", "EUR", "GBP", "MXN", "BRL", "INR", "CAD", "DKK", "AED", "NGN", "ZAR", "PHP", "KES", "SGD", "HKD",
            "USDC", "USDT", "USDB", "BTC", "ETH", "SOL");

    private CurrencyCodes() {}

    public static boolean isKnown(String code) {
        return code != null && KNOWN.contains(code);
    }
}
