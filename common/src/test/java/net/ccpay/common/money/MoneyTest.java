package net.ccpay.common.money;

import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.common.ids.JournalId;
import net.ccpay.common.ids.TransactionId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigDecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MoneyTest {

    static final Currency USD = new Currency("USD", 2);
    static final Currency BTC = new Currency("BTC", 8);

    @Test
    void amountsOfOneCurrencyAddAndSubtractExactly() {
        Money a = Money.of(1_234, USD);
        assertEquals(Money.of(1_334, USD), a.plus(Money.of(100, USD)));
        assertEquals(Money.of(-66, USD), Money.of(34, USD).minus(Money.of(100, USD)));
        assertTrue(Money.of(-1, USD).isNegative());
        assertEquals(new BigDecimal("12.34"), a.toMajorUnits());
        assertEquals("0.00000001 BTC", Money.of(1, BTC).toString());
    }

    @Test
    void overflowIsAnErrorNotAWrap() {
        Money max = Money.of(Long.MAX_VALUE, USD);
        assertThrows(ArithmeticException.class, () -> max.plus(Money.of(1, USD)));
        assertThrows(ArithmeticException.class, () -> Money.of(Long.MIN_VALUE, USD).minus(Money.of(1, USD)));
        assertThrows(ArithmeticException.class, () -> Money.of(Long.MIN_VALUE, USD).negate());
    }

    @Test
    void differentCurrenciesNeverCombine() {
        assertThrows(CurrencyMismatch.class, () -> Money.of(1, USD).plus(Money.of(1, BTC)));
        assertThrows(CurrencyMismatch.class, () -> Money.of(1, USD).minus(Money.of(1, new Currency("USD", 6))));
        assertThrows(CurrencyMismatch.class, () -> Money.of(1, USD).isLessThan(Money.of(1, BTC)));
    }

    @ParameterizedTest(name = "currency code \"{0}\" is refused")
    @ValueSource(strings = {"", "usd", "US", "TOOLONG", "U$D"})
    void malformedCurrencyCodesAreRefused(String code) {
        assertThrows(IllegalArgumentException.class, () -> new Currency(code, 2));
    }

    @Test
    void decimalsStayWithinWhatASmallestUnitCanBe() {
        assertThrows(IllegalArgumentException.class, () -> new Currency("USD", -1));
        assertThrows(IllegalArgumentException.class, () -> new Currency("ETH", 19));
        assertEquals(18, new Currency("ETH", 18).decimals());
    }

    @Test
    void typedIdsParseOnlyTheirOwnType() {
        InternalAccountId a = InternalAccountId.newId();
        assertTrue(a.value().startsWith("InternalAccount:"));
        assertEquals(a, InternalAccountId.parse(a.value()).orElseThrow());
        assertFalse(JournalId.parse(a.value()).isPresent(), "an account id is not a journal id");
        assertFalse(TransactionId.parse("Transaction:not-a-uuid").isPresent());
        assertFalse(TransactionId.parse(null).isPresent());
        assertFalse(InternalAccountId.parse("InternalAccount:" + a.value().substring(16) + "0").isPresent(), "trailing garbage");
        assertThrows(IllegalArgumentException.class, () -> new JournalId("Journal:x"));
        assertTrue(JournalId.newId().value().startsWith("Journal:"));
    }
}
