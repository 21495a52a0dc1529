package net.ccpay.quote;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;
import net.ccpay.quote.receiver.domain.LookupAnswer;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LookupAnswerTest {

    static final Currency USD = CurrencyCatalog.find("USD").orElseThrow();
    static final Currency MXN = CurrencyCatalog.find("MXN").orElseThrow();

    @Test
    void anExternalAccountAnswerNamesTheAccountAndKeepsItsSendingBounds() {
        LookupAnswer a = new LookupAnswer("Lookup:1", "ExternalAccount:1", null, USD,
                List.of(new LookupAnswer.Receivable(MXN, 17.1, 1710, 1_710_000_000L, 101L, 100_301_000L)), List.of("FULL_NAME"));
        JsonObject d = parse(a.document());
        assertEquals("ExternalAccount:1", d.getString("accountId"));
        assertFalse(d.containsKey("receiverUmaAddress"));
        assertEquals("Lookup:1", d.getString("lookupId"));
        assertEquals("USD", d.getJsonObject("sendingCurrency").getString("code"));
        JsonObject mxn = d.getJsonArray("supportedCurrencies").getJsonObject(0);
        assertEquals(1710, mxn.getJsonNumber("min").longValue());
        assertEquals(100_301_000L, mxn.getJsonNumber("maxSendingAmount").longValue());
        assertEquals("FULL_NAME", d.getJsonArray("requiredPayerDataFields").getJsonObject(0).getString("name"));
        assertSame(a.document(), a.document(), "serialized once: what is stored is what is sent");
    }

    @Test
    void sendingBoundsThatDoNotFit64BitsAreLeftOut() {
        LookupAnswer a = new LookupAnswer("Lookup:2", null, "$success.mxn@sandbox.uma.money", USD,
                List.of(new LookupAnswer.Receivable(MXN, 17.1, 1, Long.MAX_VALUE, null, null)), List.of());
        JsonObject mxn = parse(a.document()).getJsonArray("supportedCurrencies").getJsonObject(0);
        assertFalse(mxn.containsKey("minSendingAmount") || mxn.containsKey("maxSendingAmount"));
        assertTrue(a.document().contains("\"receiverUmaAddress\":\"$success.mxn@sandbox.uma.money\""));
    }

    @Test
    void aLookupNamesExactlyOneReceiver() {
        assertThrows(IllegalArgumentException.class, () -> new LookupAnswer("Lookup:3", null, null, USD, List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new LookupAnswer("Lookup:3", "ExternalAccount:1", "$a@b.example", USD, List.of(), List.of()));
    }

    static JsonObject parse(String json) {
        return JsonP.createReader(new StringReader(json)).readObject();
    }
}
