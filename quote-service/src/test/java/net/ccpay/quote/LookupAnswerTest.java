package net.ccpay.quote;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.quote.receiver.api.LookupAnswerJson;
import net.ccpay.quote.receiver.domain.LookupAnswer;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LookupAnswerTest {

    static final Currency USD = CurrencyCodes.find("USD").orElseThrow();
    static final Currency MXN = CurrencyCodes.find("MXN").orElseThrow();

    @Test
    void anExternalAccountAnswerNamesTheAccountAndKeepsItsSendingBounds() {
        LookupAnswer a = new LookupAnswer("Lookup:1", "ExternalAccount:1", null, USD,
                List.of(new LookupAnswer.Receivable(MXN, 17.1, 1710, 1_710_000_000L, 101L, 100_301_000L)), List.of("FULL_NAME"));
        JsonObject d = parse(LookupAnswerJson.document(a));
        assertEquals("ExternalAccount:1", d.getString("accountId"));
        assertFalse(d.containsKey("receiverUmaAddress"));
        assertEquals("Lookup:1", d.getString("lookupId"));
        assertEquals("USD", d.getJsonObject("sendingCurrency").getString("code"));
        JsonObject mxn = d.getJsonArray("supportedCurrencies").getJsonObject(0);
        assertEquals(1710, mxn.getJsonNumber("min").longValue());
        assertEquals(100_301_000L, mxn.getJsonNumber("maxSendingAmount").longValue());
        assertEquals("FULL_NAME", d.getJsonArray("requiredPayerDataFields").getJsonObject(0).getString("name"));
    }

    @Test
    void sendingBoundsThatDoNotFit64BitsAreLeftOut() {
        LookupAnswer a = new LookupAnswer("Lookup:2", null, "$success.mxn@sandbox.uma.money", USD,
                List.of(new LookupAnswer.Receivable(MXN, 17.1, 1, Long.MAX_VALUE, null, null)), List.of());
        JsonObject mxn = parse(LookupAnswerJson.document(a)).getJsonArray("supportedCurrencies").getJsonObject(0);
        assertFalse(mxn.containsKey("minSendingAmount") || mxn.containsKey("maxSendingAmount"));
        assertTrue(LookupAnswerJson.document(a).contains("\"receiverUmaAddress\":\"$success.mxn@sandbox.uma.money\""));
    }

    @Test
    void aLookupNamesExactlyOneReceiver() {
        assertThrows(IllegalArgumentException.class, () -> new LookupAnswer("Lookup:3", null, null, USD, List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new LookupAnswer("Lookup:3", "ExternalAccount:1", "$a@b.example", USD, List.of(), List.of()));
    }

    /**
     * The document is written by a streaming generator ({@link LookupAnswerJson}); it must be the very text the
     * JSON-P tree gave before (the stored UMA answers and the contract tests saw that text), numbers included: tiny and huge rates,
     * which a double's own text would write in exponent form, and both kinds of receiver.
     */
    @Test
    void theDocumentIsTheTextTheJsonTreeWrites() {
        Currency btc = CurrencyCodes.find("BTC").orElseThrow();
        for (double rate : new double[] {17.1, 0.0000105, 1.0E-9, 123456789.125, 1.0, 0.5, 3.0E12}) {
            List<LookupAnswer.Receivable> receivable = List.of(
                    new LookupAnswer.Receivable(MXN, rate, 1710, 1_710_000_000L, 101L, 100_301_000L),
                    new LookupAnswer.Receivable(btc, rate / 3, 1, Long.MAX_VALUE, null, null));
            List<String> fields = List.of("FULL_NAME", "BIRTH_DATE");
            LookupAnswer byAccount = new LookupAnswer("Lookup:4", "ExternalAccount:4", null, USD, receivable, fields);
            assertEquals(tree("Lookup:4", "accountId", "ExternalAccount:4", USD, receivable, fields), LookupAnswerJson.document(byAccount));
            LookupAnswer byUma = new LookupAnswer("Lookup:5", null, "$success.mxn@sandbox.uma.money", USD, receivable, List.of());
            assertEquals(tree("Lookup:5", "receiverUmaAddress", "$success.mxn@sandbox.uma.money", USD, receivable, List.of()), LookupAnswerJson.document(byUma));
        }
    }

    /** The document as a JSON-P tree, serialized: how it was written before. */
    static String tree(String lookupId, String receiverKey, String receiver, Currency sending, List<LookupAnswer.Receivable> receivable,
                       List<String> fields) {
        jakarta.json.JsonArrayBuilder prefs = JsonP.createArrayBuilder();
        for (LookupAnswer.Receivable r : receivable) {
            jakarta.json.JsonObjectBuilder p = JsonP.createObjectBuilder().add("currency", CurrencyJson.of(r.currency()))
                    .add("estimatedExchangeRate", r.estimatedExchangeRate()).add("min", r.min()).add("max", r.max());
            if (r.minSendingAmount() != null) {
                p.add("minSendingAmount", r.minSendingAmount()).add("maxSendingAmount", r.maxSendingAmount());
            }
            prefs.add(p);
        }
        jakarta.json.JsonArrayBuilder required = JsonP.createArrayBuilder();
        fields.forEach(f -> required.add(JsonP.createObjectBuilder().add("name", f).add("mandatory", true)));
        return JsonP.createObjectBuilder().add("sendingCurrency", CurrencyJson.of(sending)).add("supportedCurrencies", prefs)
                .add("requiredPayerDataFields", required).add("lookupId", lookupId).add(receiverKey, receiver).build().toString();
    }

    static JsonObject parse(String json) {
        return JsonP.createReader(new StringReader(json)).readObject();
    }
}
