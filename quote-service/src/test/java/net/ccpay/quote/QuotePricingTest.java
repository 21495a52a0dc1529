package net.ccpay.quote;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.quote.payments.domain.Price;
import net.ccpay.quote.payments.domain.QuotePricing;
import net.ccpay.quote.rates.domain.AmountOutOfRange;
import net.ccpay.quote.rates.domain.SandboxRates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigDecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QuotePricingTest {

    static Currency c(String code) {
        return CurrencyCodes.find(code).orElseThrow();
    }

    @Test
    void sendingLockedSameCurrencyTakesTheFeeOffTheAmount() {
        Price p = QuotePricing.price(true, 10_000, 100, 50, c("USD"), c("USD"));
        assertEquals(Money.of(10_000, c("USD")), p.totalSending());
        assertEquals(Money.of(150, c("USD")), p.fees());
        assertEquals(Money.of(100, c("USD")), p.variableFee());
        assertEquals(Money.of(9_850, c("USD")), p.totalReceiving());
        assertEquals(0, BigDecimal.ONE.compareTo(p.exchangeRate()));
    }

    @Test
    void sendingLockedCrossCurrencyConvertsWhatIsLeftAfterTheFee() {
        Price p = QuotePricing.price(true, 10_000, 30, 0, c("USD"), c("MXN"));
        assertEquals(30, p.fees().amount());
        assertEquals(Money.of(SandboxRates.convert(9_970, c("USD"), c("MXN")), c("MXN")), p.totalReceiving());
        // the contract's rate: sending units per receiving unit
        assertEquals(1 / 17.10, p.exchangeRate().doubleValue(), 1e-9);
        assertEquals(17.10, p.multiplier().doubleValue(), 1e-9);
    }

    @ParameterizedTest
    @CsvSource({"USD, MXN, 100000, 30, 0", "EUR, INR, 5000, 100, 25", "USD, BTC, 1000, 0, 0", "USD, USD, 9850, 100, 50", "GBP, EUR, 1, 10, 1"})
    void receivingLockedSendsTheSmallestAmountThatDeliversTheTarget(String from, String to, long target, int bps, long fixed) {
        Price p = QuotePricing.price(false, target, bps, fixed, c(from), c(to));
        assertEquals(Money.of(target, c(to)), p.totalReceiving());
        Price sent = QuotePricing.price(true, p.totalSending().amount(), bps, fixed, c(from), c(to));
        assertFalse(sent.totalReceiving().isLessThan(p.totalReceiving()), "sending " + p.totalSending() + " delivers at least the target");
        assertEquals(sent.fees(), p.fees(), "the fee of the quote is the fee on what is sent");
        if (p.totalSending().amount() > 1) {
            try {
                Price less = QuotePricing.price(true, p.totalSending().amount() - 1, bps, fixed, c(from), c(to));
                assertTrue(less.totalReceiving().isLessThan(p.totalReceiving()), "one unit less would not deliver it");
            } catch (AmountOutOfRange nothingLeft) {
                // one unit less leaves nothing after the fee: it certainly does not deliver the target
            }
        }
    }

    @Test
    void aFeeThatEatsTheWholeAmountIsOutOfRange() {
        assertThrows(AmountOutOfRange.class, () -> QuotePricing.price(true, 50, 0, 50, c("USD"), c("USD")));
    }

    @Test
    void anAmountWhosePriceOverflowsIsOutOfRange() {
        // 90 trillion dollars in wei does not fit 64 bits
        assertThrows(AmountOutOfRange.class, () -> QuotePricing.price(true, 9_000_000_000_000_000L, 0, 0, c("USD"), c("ETH")));
    }
}
