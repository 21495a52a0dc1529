package net.ccpay.quote.payments.api;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.domain.QuoteCommand;
import net.ccpay.quote.receiver.application.ReceiverLookups;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.regex.Pattern;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.json;
import static net.ccpay.quote.ShapeOracle.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The create-quote body's request record (with its source and destination unions) answers as the Shape it
 * replaced: the same details.errors (paths, messages, hints, order), the same valid fields, and
 * {@link QuoteRequests#parse} the same {@link QuoteCommand} or the same refusal.
 */
class QuoteRequestRecordsTest {

    static final String LOOKUP = "Lookup:0b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String INTERNAL = PaymentRequestRecordsTest.INTERNAL;
    static final String EXTERNAL = PaymentRequestRecordsTest.EXTERNAL;
    static final String CUSTOMER = PaymentRequestRecordsTest.CUSTOMER;
    static final String ACCOUNT_SOURCE_JSON = "{'sourceType':'ACCOUNT','accountId':'" + INTERNAL + "'}";
    static final String ACCOUNT_DESTINATION_JSON = "{'destinationType':'ACCOUNT','accountId':'" + EXTERNAL + "'}";
    static final String SIDES = "'lockedCurrencySide':'SENDING','lockedCurrencyAmount':100";

    // ---- the former QUOTE shape and parse (QuoteRequests before the request record), the oracle ----

    private static final Shape ACCOUNT_SOURCE = Shape.object()
            .oneOf("sourceType", true, List.of("ACCOUNT"))
            .pattern("accountId", true, Pattern.compile("^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$"), "an InternalAccount or ExternalAccount id")
            .pattern("customerId", false, Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)");
    private static final Shape REALTIME_SOURCE = Shape.object()
            .oneOf("sourceType", true, List.of("REALTIME_FUNDING"))
            .pattern("currency", true, QuoteRequests.CURRENCY, "a currency code such as USD")
            .pattern("customerId", false, Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)")
            .oneOf("cryptoNetwork", false, QuoteRequests.NETWORKS);
    private static final Shape ANY_SOURCE = Shape.object().oneOf("sourceType", true, List.of("ACCOUNT", "REALTIME_FUNDING"));
    private static final Shape ACCOUNT_DESTINATION = Shape.object()
            .oneOf("destinationType", true, List.of("ACCOUNT"))
            .pattern("accountId", true, Pattern.compile("^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$"), "an ExternalAccount or InternalAccount id")
            .oneOf("paymentRail", false, QuoteRequests.RAILS);
    private static final Shape UMA_DESTINATION = Shape.object()
            .oneOf("destinationType", true, List.of("UMA_ADDRESS"))
            .pattern("umaAddress", true, ReceiverLookups.UMA, "a UMA address ($user@domain)")
            .pattern("currency", false, QuoteRequests.CURRENCY, "a currency code such as MXN");
    private static final Shape ANY_DESTINATION = Shape.object().oneOf("destinationType", true, List.of("ACCOUNT", "UMA_ADDRESS"));
    private static final Shape FEE_OVERRIDE = Shape.object()
            .nested("platformFixedFee", true, Shape.object().integer("amount", true, 0, QuoteRequests.MAX_AMOUNT)
                    .pattern("currency", true, QuoteRequests.CURRENCY, "a currency code"))
            .integer("platformVariableFeeBps", true, 0, 10_000);
    static final Shape QUOTE = Shape.object()
            .pattern("lookupId", false, Pattern.compile("^Lookup:[0-9a-fA-F-]{36}$"), "a lookup id (Lookup:<uuid>) from GET /receiver/...")
            .union("source", true, o -> switch (QuoteRequests.text(o, "sourceType", "")) {
                case "ACCOUNT" -> ACCOUNT_SOURCE;
                case "REALTIME_FUNDING" -> REALTIME_SOURCE;
                default -> ANY_SOURCE;
            }, "a quote source")
            .union("destination", true, o -> switch (QuoteRequests.text(o, "destinationType", "")) {
                case "ACCOUNT" -> ACCOUNT_DESTINATION;
                case "UMA_ADDRESS" -> UMA_DESTINATION;
                default -> ANY_DESTINATION;
            }, "a quote destination")
            .oneOf("lockedCurrencySide", true, List.of("SENDING", "RECEIVING"))
            .integer("lockedCurrencyAmount", true, 1, QuoteRequests.MAX_AMOUNT)
            .bool("immediatelyExecute", false)
            .string("description", false, 1, 500)
            .string("remittanceInformation", false, 1, 80)
            .oneOf("purposeOfPayment", false, QuoteRequests.PURPOSES)
            .nested("platformFeeOverride", false, FEE_OVERRIDE)
            .oneOf("scaFactor", false, List.of("SMS_OTP", "TOTP", "PASSKEY"));

    static QuoteCommand formerParse(JsonValue body) {
        JsonObject q = QuoteRequests.checked(body, QUOTE);
        JsonObject s = q.getJsonObject("source");
        JsonObject d = q.getJsonObject("destination");
        QuoteCommand.FeeOverride fee = null;
        if (q.get("platformFeeOverride") instanceof JsonObject f) {
            JsonObject fixed = f.getJsonObject("platformFixedFee");
            fee = new QuoteCommand.FeeOverride(fixed.getJsonNumber("amount").longValue(), fixed.getString("currency"),
                    f.getJsonNumber("platformVariableFeeBps").intValue());
        }
        String description = q.containsKey("remittanceInformation") ? q.getString("remittanceInformation") : QuoteRequests.text(q, "description", null);
        return new QuoteCommand(QuoteRequests.text(q, "lookupId", null),
                new QuoteCommand.Source(s.getString("sourceType"), account(s), QuoteRequests.text(s, "customerId", null),
                        QuoteRequests.text(s, "currency", null), QuoteRequests.text(s, "cryptoNetwork", null)),
                new QuoteCommand.Destination(d.getString("destinationType"), account(d), QuoteRequests.text(d, "paymentRail", null),
                        QuoteRequests.text(d, "umaAddress", null), QuoteRequests.text(d, "currency", null)),
                "SENDING".equals(q.getString("lockedCurrencySide")),
                ((JsonNumber) q.get("lockedCurrencyAmount")).longValueExact(),
                q.getBoolean("immediatelyExecute", false), description, fee);
    }

    private static AccountRef account(JsonObject side) {
        String id = QuoteRequests.text(side, "accountId", null);
        return id == null ? null : AccountRef.parse(id);
    }

    // ---- the comparison ----

    /** The same errors and valid fields as the former shape, and from parse the same command or the same refusal. */
    private static FieldErrors sameAnswer(String text) {
        FieldErrors errors = assertSameAnswer(QUOTE, QuoteRequests.QuoteRequest.class, text);
        JsonObject body = json(text);
        if (errors.isEmpty()) {
            assertEquals(formerParse(body), QuoteRequests.parse(body), text);
        } else {
            assertEquals(refusal(() -> formerParse(body)), refusal(() -> QuoteRequests.parse(body)), text);
        }
        return errors;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'source':" + ACCOUNT_SOURCE_JSON + ",'destination':" + ACCOUNT_DESTINATION_JSON + "," + SIDES + "}",
        "{'lookupId':'" + LOOKUP + "','source':{'sourceType':'ACCOUNT','accountId':'" + EXTERNAL + "','customerId':'" + CUSTOMER + "'},"
                + "'destination':{'destinationType':'ACCOUNT','accountId':'" + INTERNAL + "','paymentRail':'SEPA_INSTANT'},"
                + "'lockedCurrencySide':'RECEIVING','lockedCurrencyAmount':9000000000000000,'immediatelyExecute':true,'description':'rent',"
                + "'purposeOfPayment':'GIFT','scaFactor':'PASSKEY','unknown':[1]}",
        "{'source':{'sourceType':'REALTIME_FUNDING','currency':'USDC','customerId':'" + CUSTOMER + "','cryptoNetwork':'SOLANA',"
                + "'accountId':'" + INTERNAL + "'},'destination':{'destinationType':'UMA_ADDRESS','umaAddress':'$alice@example.com',"
                + "'currency':'MXN','accountId':'" + EXTERNAL + "','paymentRail':'SPEI'}," + SIDES + ",'immediatelyExecute':false,"
                + "'description':'d','remittanceInformation':'invoice 12'}",
        "{'source':{'sourceType':'REALTIME_FUNDING','currency':'EUR'},'destination':{'destinationType':'UMA_ADDRESS','umaAddress':'$b.o-b_1@pay.example.co'},"
                + SIDES + ",'platformFeeOverride':{'platformFixedFee':{'amount':0,'currency':'USD'},'platformVariableFeeBps':10000}}",
        "{'source':" + ACCOUNT_SOURCE_JSON + ",'destination':" + ACCOUNT_DESTINATION_JSON + "," + SIDES
                + ",'platformFeeOverride':{'platformFixedFee':{'amount':9000000000000000,'currency':'USDC'},'platformVariableFeeBps':0},"
                + "'lookupId':null,'description':null,'immediatelyExecute':null}",
        "{'source':{'sourceType':'ACCOUNT','accountId':'InternalAccount:------------------------------------'},"
                + "'destination':" + ACCOUNT_DESTINATION_JSON + "," + SIDES + "}",
        "{'source':{'sourceType':'ACCOUNT','accountId':'" + INTERNAL + "','currency':'usd','cryptoNetwork':'X'},"
                + "'destination':{'destinationType':'UMA_ADDRESS','umaAddress':'$a@b.cd','paymentRail':'X','accountId':7}," + SIDES + "}"
    })
    void validBodies(String text) {
        assertTrue(sameAnswer(text).isEmpty(), text);
    }

    @Test
    void theCommandReadFromAValidBody() {
        QuoteCommand c = QuoteRequests.parse(json("{'source':{'sourceType':'REALTIME_FUNDING','currency':'USDC','cryptoNetwork':'BASE',"
                + "'accountId':'" + INTERNAL + "'},'destination':{'destinationType':'ACCOUNT','accountId':'" + EXTERNAL + "','paymentRail':'ACH'},"
                + "'lockedCurrencySide':'RECEIVING','lockedCurrencyAmount':42,'description':'d','remittanceInformation':'r',"
                + "'platformFeeOverride':{'platformFixedFee':{'amount':5,'currency':'USD'},'platformVariableFeeBps':25}}"));
        assertEquals(new QuoteCommand(null, new QuoteCommand.Source("REALTIME_FUNDING", null, null, "USDC", "BASE"),
                new QuoteCommand.Destination("ACCOUNT", AccountRef.parse(EXTERNAL), "ACH", null, null), false, 42, false, "r",
                new QuoteCommand.FeeOverride(5, "USD", 25)), c);
        assertNull(c.source().accountId());
    }

    /** Each invalid field alone, next to valid ones. */
    @ParameterizedTest
    @ValueSource(strings = {
        "'lookupId':'Lookup:1'", "'lookupId':5", "'lookupId':'" + LOOKUP + "\\u0001'",
        "'source':null", "'source':'ACCOUNT'", "'source':[]", "'source':{}", "'source':{'accountId':'" + INTERNAL + "'}",
        "'source':{'sourceType':'CARD','accountId':'" + INTERNAL + "'}", "'source':{'sourceType':'account'}", "'source':{'sourceType':7}",
        "'source':{'sourceType':['ACCOUNT']}", "'source':{'sourceType':'ACCOUNT\\u0000'}", "'source':{'sourceType':null,'currency':'USD'}",
        "'source':{'sourceType':'ACCOUNT'}", "'source':{'sourceType':'ACCOUNT','accountId':'Account:1'}",
        "'source':{'sourceType':'ACCOUNT','accountId':1}", "'source':{'sourceType':'ACCOUNT','accountId':'" + INTERNAL + "','customerId':'Customer:1'}",
        "'source':{'sourceType':'ACCOUNT','accountId':'" + INTERNAL + "','customerId':{}}",
        "'source':{'sourceType':'REALTIME_FUNDING'}", "'source':{'sourceType':'REALTIME_FUNDING','currency':'us'}",
        "'source':{'sourceType':'REALTIME_FUNDING','currency':'USD','cryptoNetwork':'DOGE'}",
        "'source':{'sourceType':'REALTIME_FUNDING','currency':'USD','cryptoNetwork':1,'customerId':'Customer:2D9F3A52-4A8E-4D7E-9A55-2F1E3C4D5E6F'}",
        "'destination':null", "'destination':true", "'destination':{}", "'destination':{'destinationType':'IBAN'}",
        "'destination':{'destinationType':1,'accountId':'" + EXTERNAL + "'}", "'destination':{'destinationType':'ACCOUNT'}",
        "'destination':{'destinationType':'ACCOUNT','accountId':'ExternalAccount:x'}",
        "'destination':{'destinationType':'ACCOUNT','accountId':'" + EXTERNAL + "','paymentRail':'CARRIER_PIGEON'}",
        "'destination':{'destinationType':'ACCOUNT','accountId':'" + EXTERNAL + "','paymentRail':['ACH']}",
        "'destination':{'destinationType':'UMA_ADDRESS'}", "'destination':{'destinationType':'UMA_ADDRESS','umaAddress':'alice@example.com'}",
        "'destination':{'destinationType':'UMA_ADDRESS','umaAddress':'$alice@example.com','currency':'pesos'}",
        "'destination':{'destinationType':'UMA_ADDRESS','umaAddress':3,'currency':4,'accountId':'bad'}",
        "'lockedCurrencySide':null", "'lockedCurrencySide':'BOTH'", "'lockedCurrencySide':1",
        "'lockedCurrencyAmount':null", "'lockedCurrencyAmount':0", "'lockedCurrencyAmount':-1", "'lockedCurrencyAmount':9000000000000001",
        "'lockedCurrencyAmount':1.5", "'lockedCurrencyAmount':'100'", "'lockedCurrencyAmount':99999999999999999999", "'lockedCurrencyAmount':1e2",
        "'immediatelyExecute':'true'", "'immediatelyExecute':1",
        "'description':''", "'description':5", "'description':'a\\u0007b'",
        "'remittanceInformation':''", "'remittanceInformation':[]", "'remittanceInformation':'\\ud800'",
        "'purposeOfPayment':'FUN'", "'purposeOfPayment':2",
        "'platformFeeOverride':1", "'platformFeeOverride':{}", "'platformFeeOverride':{'platformFixedFee':{},'platformVariableFeeBps':10001}",
        "'platformFeeOverride':{'platformFixedFee':'5 USD','platformVariableFeeBps':-1}",
        "'platformFeeOverride':{'platformFixedFee':{'amount':-1,'currency':'usd'},'platformVariableFeeBps':'1'}",
        "'platformFeeOverride':{'platformFixedFee':{'amount':9000000000000001,'currency':1},'platformVariableFeeBps':99999999999}",
        "'platformFeeOverride':{'platformFixedFee':{'amount':1.25,'currency':'USD'},'platformVariableFeeBps':null}",
        "'scaFactor':'EMAIL'", "'scaFactor':false"
    })
    void eachInvalidField(String field) {
        String name = field.substring(1, field.indexOf('\'', 1));
        JsonObject valid = json("{'source':" + ACCOUNT_SOURCE_JSON + ",'destination':" + ACCOUNT_DESTINATION_JSON + "," + SIDES + "}");
        var body = jakarta.json.Json.createObjectBuilder(valid).addAll(jakarta.json.Json.createObjectBuilder(json("{" + field + "}"))).build();
        FieldErrors errors = sameAnswer(body.toString().replace('"', '\''));
        assertTrue(!errors.isEmpty() && errors.list().stream().allMatch(e -> e.field().startsWith(name)), field + " -> " + errors.list());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'lookupId':null,'source':null,'destination':null,'lockedCurrencySide':null,'lockedCurrencyAmount':null}",
        "{'lookupId':1,'source':2,'destination':3,'lockedCurrencySide':4,'lockedCurrencyAmount':'5','immediatelyExecute':6,'description':7,"
                + "'remittanceInformation':8,'purposeOfPayment':9,'platformFeeOverride':10,'scaFactor':11}",
        "{'lookupId':[],'source':[],'destination':{},'lockedCurrencySide':[],'lockedCurrencyAmount':[],'immediatelyExecute':[],'description':[],"
                + "'remittanceInformation':{},'purposeOfPayment':{},'platformFeeOverride':[],'scaFactor':[]}",
        "{'scaFactor':'X','platformFeeOverride':{'platformVariableFeeBps':5},'purposeOfPayment':'x','remittanceInformation':'',"
                + "'description':'','immediatelyExecute':'no','lockedCurrencyAmount':0,'lockedCurrencySide':'sending',"
                + "'destination':{'destinationType':'UMA_ADDRESS','umaAddress':'$','currency':'m'},"
                + "'source':{'sourceType':'REALTIME_FUNDING','currency':'u','customerId':'c','cryptoNetwork':'n'},'lookupId':'l'}",
        "{'source':{'sourceType':'ACCOUNT','accountId':'a','customerId':'c'},'destination':{'destinationType':'ACCOUNT','accountId':'b',"
                + "'paymentRail':'r'}," + SIDES + "}",
        "{'source':{'currency':'USD'},'destination':{'destinationType':'uma_address'},'lockedCurrencyAmount':1}"
    })
    void severalAtOnceAndWrongTypes(String text) {
        sameAnswer(text);
    }

    @Test
    void theLengthsOfTheTexts() {
        String sides = "{'source':{'sourceType':'REALTIME_FUNDING','currency':'USD'},'destination':{'destinationType':'UMA_ADDRESS',"
                + "'umaAddress':'$a@b.cd'},'lockedCurrencySide':'SENDING','lockedCurrencyAmount':10,";
        assertEquals(List.of("description", "remittanceInformation"), sameAnswer(sides + "'description':'" + "d".repeat(501)
                + "','remittanceInformation':'" + "r".repeat(81) + "'}").list().stream().map(FieldError::field).toList());
        assertTrue(sameAnswer(sides + "'description':'" + "d".repeat(500) + "','remittanceInformation':'" + "r".repeat(80) + "'}").isEmpty());
    }

    @Test
    void everyRailNetworkAndPurposeIsAccepted() {
        for (String rail : QuoteRequests.RAILS) {
            sameAnswer("{'source':" + ACCOUNT_SOURCE_JSON + ",'destination':{'destinationType':'ACCOUNT','accountId':'" + EXTERNAL
                    + "','paymentRail':'" + rail + "'}," + SIDES + "}");
        }
        for (String network : QuoteRequests.NETWORKS) {
            assertTrue(sameAnswer("{'source':{'sourceType':'REALTIME_FUNDING','currency':'USD','cryptoNetwork':'" + network + "'},'destination':"
                    + ACCOUNT_DESTINATION_JSON + "," + SIDES + "}").isEmpty(), network);
        }
        for (String purpose : QuoteRequests.PURPOSES) {
            assertTrue(sameAnswer("{'source':" + ACCOUNT_SOURCE_JSON + ",'destination':" + ACCOUNT_DESTINATION_JSON + "," + SIDES
                    + ",'purposeOfPayment':'" + purpose + "'}").isEmpty(), purpose);
        }
    }

    @Test
    void aBodyThatIsNoObject() {
        for (JsonValue body : List.of(JsonValue.TRUE, JsonValue.NULL, jakarta.json.Json.createArrayBuilder().build())) {
            assertEquals(refusal(() -> formerParse(body)), refusal(() -> QuoteRequests.parse(body)));
        }
    }

    /** The unions' errors, spelled out once (the comparison above would pass if both answered nothing). */
    @Test
    void theDiscriminatorsErrors() {
        FieldErrors errors = sameAnswer("{'source':{'sourceType':'CARD'},'destination':{'accountId':'" + EXTERNAL + "'}," + SIDES + "}");
        assertEquals(List.of(
                new FieldError("source.sourceType", FieldError.Constraint.oneOf(List.of("ACCOUNT", "REALTIME_FUNDING")), "must be one of ACCOUNT, REALTIME_FUNDING"),
                new FieldError("destination.destinationType", null, "is required")), errors.list());
        errors = sameAnswer("{'source':{'sourceType':'REALTIME_FUNDING','accountId':'" + INTERNAL + "'},'destination':'x'," + SIDES + "}");
        assertEquals(List.of(new FieldError("source.currency", null, "is required"), new FieldError("destination", null, "must be an object")),
                errors.list());
    }
}
