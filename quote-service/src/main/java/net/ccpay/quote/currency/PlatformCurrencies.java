package net.ccpay.quote.currency;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The platform's currency configuration as quote-service uses it: which currencies customers get
 * internal accounts in, the amount bounds per currency, the payer fields a receiving currency
 * requires, and the platform's cross-currency fees. The sandbox default supports USD, EUR, MXN,
 * BRL, GBP, INR, USDC, BTC and USDB.
 */
@ApplicationScoped
public class PlatformCurrencies {

    /** One supported currency: bounds in its smallest unit, required payer fields. */
    public record Config(Currency currency, long minAmount, long maxAmount, List<String> requiredPayerFields) {}

    /** Fee on the sending side: basis points plus a fixed fee in the sending currency's smallest unit. */
    public record Fee(int variableBps, long fixedFee) {
        public static final Fee NONE = new Fee(0, 0);

        public long on(long sendingAmount) {
            return Math.addExact(Math.multiplyExact(sendingAmount, (long) variableBps) / 10_000, fixedFee);
        }
    }

    private final Map<String, Config> supported = new LinkedHashMap<>();
    private final Map<String, Fee> fees = new LinkedHashMap<>();

    public PlatformCurrencies() {
        List<String> nameOnly = List.of("FULL_NAME");
        List<String> kyc = List.of("FULL_NAME", "BIRTH_DATE", "NATIONALITY");
        support("USD", 100, 100_000_000_00L, nameOnly);
        support("EUR", 100, 100_000_000_00L, nameOnly);
        support("GBP", 100, 100_000_000_00L, nameOnly);
        support("MXN", 1_000, 2_000_000_000_00L, kyc);
        support("BRL", 500, 500_000_000_00L, List.of("FULL_NAME", "TAX_ID"));
        support("INR", 10_000, 8_000_000_000_00L, List.of("FULL_NAME", "PURPOSE_OF_PAYMENT"));
        support("USDC", 1_000_000, 100_000_000_000_000L, List.of());
        support("BTC", 1_000, 100_000_000_000L, List.of());
        support("USDB", 1_000_000, 100_000_000_000_000L, List.of());
        for (String c : supported.keySet()) {
            fees.put(c, new Fee(30, 0));
        }
    }

    private void support(String code, long min, long max, List<String> fields) {
        Currency c = CurrencyCatalog.find(code).orElseThrow();
        supported.put(code, new Config(c, min, max, fields));
    }

    public Map<String, Config> supported() { return supported; }

    public Optional<Config> config(String code) { return Optional.ofNullable(supported.get(code)); }

    /** The platform's fee for sending from {@code sourceCurrency}; none when unconfigured. */
    public Fee feeFor(String sourceCurrency) { return fees.getOrDefault(sourceCurrency, Fee.NONE); }
}
