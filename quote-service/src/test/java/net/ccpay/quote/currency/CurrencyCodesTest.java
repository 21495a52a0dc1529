package net.ccpay.quote.currency;

import net.ccpay.common.money.CurrencyCodes;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every currency the platform knows has a sandbox rate, and nothing else has one. */
class CurrencyCodesTest {

    @Test
    void everyKnownCurrencyHasASandboxRate() {
        assertEquals(CurrencyCodes.KNOWN, CurrencyCatalog.rates().keySet());
        CurrencyCodes.all().values().forEach(c -> assertTrue(CurrencyCatalog.perUsd(c) > 0, c.code()));
    }
}
