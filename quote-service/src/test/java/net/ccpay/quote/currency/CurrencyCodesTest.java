package net.ccpay.quote.currency;

import net.ccpay.common.money.CurrencyCodes;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** common's list of currency codes (what other services recognise) is exactly this service's catalogue. */
class CurrencyCodesTest {

    @Test
    void theCodesOtherServicesKnowAreTheCatalogues() {
        assertEquals(CurrencyCatalog.all().keySet(), CurrencyCodes.KNOWN);
    }
}
