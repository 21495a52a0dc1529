package net.ccpay.quote;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.currency.PlatformCurrencies.Fee;
import net.ccpay.quote.rates.domain.Pricing;
import net.ccpay.quote.rates.domain.SandboxRates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PricingTest {

    static Currency c(String code) {
        return CurrencyCodes.find(code).orElseThrow();
    }

    @Test
    void convertsBetweenSmallestUnitsOfDifferentDecimals() {
        // 100.00 USD → 0.00105 BTC = 105000 satoshi at the sandbox rate
        assertEquals(105_000, SandboxRates.convert(10_000, c("USD"), c("BTC")));
        // 100.00 USD → 100.000000 USDC
        assertEquals(100_000_000, SandboxRates.convert(10_000, c("USD"), c("USDC")));
        // 100.00 EUR → 108.69 USD (rounded down)
        assertEquals(10_869, SandboxRates.convert(10_000, c("EUR"), c("USD")));
    }

    @ParameterizedTest
    @CsvSource({"USD, MXN, 1000", "EUR, INR, 10000", "USD, BTC, 1000", "BRL, USDC, 1000000", "GBP, EUR, 1"})
    void theSendingAmountForATargetDeliversAtLeastTheTarget(String from, String to, long target) {
        Fee fee = new Fee(30, 25);
        long send = Pricing.sendingFor(target, fee, c(from), c(to));
        assertTrue(Pricing.received(send, fee, c(from), c(to)) >= target, "sending " + send + " delivers the target");
        assertTrue(Pricing.received(send - 2, fee, c(from), c(to)) <= target, "and not much more than needed");
    }

    @Test
    void theFeeComesOffTheSendingSide() {
        Fee fee = new Fee(100, 50); // 1 % + 0.50
        assertEquals(150, fee.on(10_000));
        assertEquals(9_850, Pricing.received(10_000, fee, c("USD"), c("USD")));
    }
}
