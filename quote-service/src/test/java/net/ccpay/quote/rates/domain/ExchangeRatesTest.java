package net.ccpay.quote.rates.domain;

import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.currency.PlatformCurrencies;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class ExchangeRatesTest {

    /** A platform config held in memory: USD and EUR supported, a USD fee the test changes. */
    static final class HeldConfig extends PlatformCurrencies {
        PlatformCurrencies.Fee usdFee = new PlatformCurrencies.Fee(30, 0);
        final Map<String, PlatformCurrencies.Config> supported = new LinkedHashMap<>();

        HeldConfig() {
            for (String code : List.of("USD", "EUR")) {
                supported.put(code, new PlatformCurrencies.Config(CurrencyCodes.find(code).orElseThrow(), 100, 100_000_000, List.of()));
            }
        }

        @Override public Map<String, PlatformCurrencies.Config> supported() { return supported; }
        @Override public Optional<PlatformCurrencies.Config> config(String code) { return Optional.ofNullable(supported.get(code)); }
        @Override public PlatformCurrencies.Fee feeFor(String source) { return "USD".equals(source) ? usdFee : PlatformCurrencies.Fee.NONE; }
        @Override public Object revision() { return List.of(supported, usdFee); }
    }

    private static long totalFee(List<ExchangeRate> list) {
        return list.get(0).totalFee();
    }

    @Test
    void aKeptListIsReusedWhileTheConfigIsUnchanged() {
        ExchangeRates rates = new ExchangeRates();
        rates.currencies = new HeldConfig();
        List<ExchangeRate> first = rates.list("USD", List.of("EUR"), 20_000L);
        assertSame(first, rates.list("USD", List.of("EUR"), 20_000L));
        assertEquals(60, totalFee(first));
    }

    @Test
    void aChangedFeeShowsAtOnceInsteadOfAfterTheListsLifetime() {
        ExchangeRates rates = new ExchangeRates();
        HeldConfig config = new HeldConfig();
        rates.currencies = config;
        assertEquals(60, totalFee(rates.list("USD", List.of("EUR"), 20_000L)));
        config.usdFee = new PlatformCurrencies.Fee(100, 5);
        assertEquals(205, totalFee(rates.list("USD", List.of("EUR"), 20_000L)), "1 % of 200.00 USD plus 0.05");
    }
}
