package net.ccpay.quote.currency;

import net.ccpay.common.money.CurrencyCodes;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** common's list of currencies (what other services recognise and show) is exactly this service's catalogue. */
class CurrencyCodesTest {

    @Test
    void theCodesOtherServicesKnowAreTheCatalogues() {
        assertEquals(CurrencyCatalog.all().keySet(), CurrencyCodes.KNOWN);
    }

    @Test
    void otherServicesShowEachCurrencyAsTheCatalogueDoes() {
        for (CurrencyCatalog.Currency c : CurrencyCatalog.all().values()) {
            assertEquals(new CurrencyCodes.Described(c.code(), c.name(), c.symbol(), c.decimals()),
                    CurrencyCodes.describe(c.code()).orElseThrow(), c.code());
        }
    }
}
