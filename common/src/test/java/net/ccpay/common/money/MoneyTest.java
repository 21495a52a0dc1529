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

    static final Currency USD = Currency.of("USD", 2);
    static final Currency BTC = Currency.of("BTC", 8);

    @Test
    void amountsOfOneCurrencyAddAndSubtractExactly() {
        Money a = Money.of(1_234, USD);
        assertEquals(Money.of(1_334, USD), a.plus(Money.of(100, USD)));
        assertEquals(Money.of(-66, USD), Money.of(34, USD).minus(Money.of(100, USD)));
        assertTrue(Money.of(-1, USD).isNegative());
        assertTrue(Money.of(2, USD).isGreaterThan(Money.of(1, USD)));
        assertFalse(Money.of(1, USD).isGreaterThan(Money.of(1, USD)));
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
        assertThrows(CurrencyMismatch.class, () -> Money.of(1, USD).minus(Money.of(1, Currency.of("USD", 6))));
        assertThrows(CurrencyMismatch.class, () -> Money.of(1, USD).isLessThan(Money.of(1, BTC)));
        assertThrows(CurrencyMismatch.class, () -> Money.of(1, USD).isGreaterThan(Money.of(1, BTC)));
    }

    @ParameterizedTest(name = "currency code \"{0}\" is refused")
    @ValueSource(strings = {"", "usd", "US", "TOOLONG", "U$D"})
    void malformedCurrencyCodesAreRefused(String code) {
        assertThrows(IllegalArgumentException.class, () -> Currency.of(code, 2));
    }

    @Test
    void decimalsStayWithinWhatASmallestUnitCanBe() {
        assertThrows(IllegalArgumentException.class, () -> Currency.of("USD", -1));
        assertThrows(IllegalArgumentException.class, () -> Currency.of("ETH", 19));
        assertEquals(18, Currency.of("ETH", 18).decimals());
    }

    @Test
    void aCurrencyIsTheSameMoneyByCodeAndDecimals() {
        assertTrue(USD == CurrencyCodes.find("USD").orElseThrow(), "a known currency is the catalogue's");
        assertEquals("US Dollar", USD.name());
        assertFalse(USD.crypto());
        assertTrue(BTC.crypto());
        Currency renamed = new Currency("USD", "Dollar", "US$", 2, false);
        assertEquals(Money.of(3, USD), Money.of(1, renamed).plus(Money.of(2, USD)), "name and symbol never split money");
        Currency token = Currency.of("XYZ1", 6);
        assertEquals(new Currency("XYZ1", "XYZ1", "XYZ1", 6, true), token, "an unknown code is a token named by its code");
        assertTrue(token.crypto());
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
