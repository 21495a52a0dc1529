package net.ccpay.quote.currency;

import jakarta.json.JsonObject;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.web.CurrencyJson;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The sandbox's deterministic exchange rates: units of each known currency per 1 US dollar.
 * Documented in the README; nothing else in the platform hard-codes a rate. The currencies
 * themselves (code, name, symbol, decimals, crypto) are {@link net.ccpay.common.money.Currency},
 * listed once in {@link CurrencyCodes}.
 */
public final class CurrencyCatalog {

    /**
     * The card code's view of a known currency (its {@link #money() currency}); every other part of
     * the service uses {@link net.ccpay.common.money.Currency} itself.
     */
    public record Currency(net.ccpay.common.money.Currency money) {
        public String code() { return money.code(); }
        public int decimals() { return money.decimals(); }
        public boolean crypto() { return money.crypto(); }
        public JsonObject toJson() { return CurrencyJson.of(money); }
    }

    private static final Map<String, Double> PER_USD = new LinkedHashMap<>();

    static {
        PER_USD.put("USD", 1.0);
        PER_USD.put("EUR", 0.92);
        PER_USD.put("GBP", 0.79);
        PER_USD.put("MXN", 17.10);
        PER_USD.put("BRL", 5.05);
        PER_USD.put("INR", 83.20);
        PER_USD.put("CAD", 1.36);
        PER_USD.put("DKK", 6.87);
        PER_USD.put("AED", 3.6725);
        PER_USD.put("NGN", 1550.0);
        PER_USD.put("ZAR", 18.40);
        PER_USD.put("PHP", 56.50);
        PER_USD.put("KES", 129.0);
        PER_USD.put("SGD", 1.34);
        PER_USD.put("HKD", 7.81);
        PER_USD.put("USDC", 1.0);
        PER_USD.put("USDT", 1.0);
        PER_USD.put("USDB", 1.0);
        PER_USD.put("BTC", 0.0000105);
        PER_USD.put("ETH", 0.00029);
        PER_USD.put("SOL", 0.0058);
    }

    private CurrencyCatalog() {}

    /** Units of the currency per 1 US dollar in the sandbox. */
    public static double perUsd(net.ccpay.common.money.Currency c) {
        Double rate = PER_USD.get(c.code());
        if (rate == null) {
            throw new IllegalArgumentException("no sandbox rate for " + c.code());
        }
        return rate;
    }

    /** The codes that have a sandbox rate, in the catalogue's order. */
    public static Map<String, Double> rates() {
        return java.util.Collections.unmodifiableMap(PER_USD);
    }

    /** The card code's view of the known currency with this code. */
    public static Optional<Currency> find(String code) {
        return CurrencyCodes.find(code).map(Currency::new);
    }
}
