package net.ccpay.quote.payments.api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.error.InvalidFields;
import java.io.StringReader;

import jakarta.json.JsonValue;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.validation.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.opentest4j.AssertionFailedError;

import java.util.List;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.json;
import static net.ccpay.quote.ShapeOracle.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The payment bodies' request records give what the Shapes they replaced gave for the same body: the same
 * details.errors (paths, messages, hints, order) and the same valid values passed on.
 */
class PaymentRequestRecordsTest {

    static final String QUOTE = "Quote:0b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String INTERNAL = "InternalAccount:0b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String EXTERNAL = "ExternalAccount:1c9f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String X80 = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
    static final String X81 = X80 + "y";
    static final String CUSTOMER = "Customer:2d9f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{'x':1}", "{'reason':'no'}", "{'reason':null}"})
    void approveTakesAnyObject(String text) {
        assertSameAnswer(ShapesOfPaymentRequests.NO_FIELDS, TransactionResource.NoFields.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{'reason':'duplicate'}", "{'reason':null}", "{'reason':''}", "{'reason':5}", "{'reason':true}",
        "{'reason':['a']}", "{'reason':{}}", "{'reason':'bad\\u0001'}", "{'reason':'\\ud800'}", "{'reason':' '}", "{'other':'x'}"})
    void rejectAndCancelReason(String text) {
        assertSameAnswer(ShapesOfPaymentRequests.REASON, TransactionResource.Reason.class, text);
    }

    @Test
    void aReasonOfAtMost500Characters() {
        assertSameAnswer(ShapesOfPaymentRequests.REASON, TransactionResource.Reason.class, "{'reason':'" + "r".repeat(500) + "'}");
        var errors = assertSameAnswer(ShapesOfPaymentRequests.REASON, TransactionResource.Reason.class, "{'reason':'" + "r".repeat(501) + "'}");
        assertEquals(List.of(new FieldError("reason", FieldError.Constraint.length(1, 500), "must be 1 to 500 characters long")), errors.list());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD'}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USDC','currencyAmount':1000}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':9000000000000000000}",
        "{}",
        "{'quoteId':null,'currencyCode':null,'currencyAmount':null}",
        "{'quoteId':'Quote:x','currencyCode':'USD','currencyAmount':1}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'usd','currencyAmount':1}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':0}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':9000000000000000001}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':99999999999999999999999}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':1.5}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':1e2}",
        "{'quoteId':'" + QUOTE + "','currencyCode':'USD','currencyAmount':'100'}",
        "{'quoteId':7,'currencyCode':false,'currencyAmount':[]}",
        "{'quoteId':{},'currencyCode':'\\u0007USD','currencyAmount':-5}",
        "{'currencyAmount':10,'extra':'ignored'}"
    })
    void sandboxSend(String text) {
        assertSameAnswer(ShapesOfPaymentRequests.SEND, SandboxPaymentResource.SendRequest.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'senderUmaAddress':'$alice@example.com','receiverUmaAddress':'$bob@example.org','receivingCurrencyCode':'MXN',"
                + "'receivingCurrencyAmount':100}",
        "{'senderUmaAddress':'$alice@example.com','customerId':'" + CUSTOMER + "','receivingCurrencyCode':'MXN','receivingCurrencyAmount':100000000000}",
        "{'senderUmaAddress':'$alice@example.com','receivingCurrencyCode':'MXN','receivingCurrencyAmount':100000000001}",
        "{}",
        "{'senderUmaAddress':'alice@example.com','receiverUmaAddress':'$bob','customerId':'Customer:X','receivingCurrencyCode':'mx',"
                + "'receivingCurrencyAmount':0}",
        "{'senderUmaAddress':1,'receiverUmaAddress':true,'customerId':[],'receivingCurrencyCode':{},'receivingCurrencyAmount':'1'}",
        "{'senderUmaAddress':null,'receiverUmaAddress':null,'customerId':null,'receivingCurrencyCode':null,'receivingCurrencyAmount':null}",
        "{'senderUmaAddress':'$alice@example.com','customerId':'" + "CUSTOMER:2D9F3A52-4A8E-4D7E-9A55-2F1E3C4D5E6F" + "','receivingCurrencyCode':'MXN',"
                + "'receivingCurrencyAmount':2.5}",
        "{'senderUmaAddress':'$al\\u0000ice@example.com','receivingCurrencyCode':'MXN','receivingCurrencyAmount':10}"
    })
    void sandboxUmaReceive(String text) {
        assertSameAnswer(ShapesOfPaymentRequests.RECEIVE, SandboxPaymentResource.ReceiveRequest.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'source':{'accountId':'" + EXTERNAL + "'},'destination':{'accountId':'" + INTERNAL + "'},'amount':100}",
        "{}",
        "{'source':null,'destination':null,'amount':null}",
        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL + "'},'amount':0}",
        "{'source':{},'destination':{'accountId':null},'amount':9000000000000000001}",
        "{'source':'" + EXTERNAL + "','destination':[],'amount':'100'}",
        "{'source':{'accountId':5},'destination':{'accountId':{}},'amount':1.25}",
        "{'source':{'accountId':'" + EXTERNAL + "','x':1},'destination':{'accountId':'" + INTERNAL + "'},'amount':1,'paymentRail':'ACH'}"
    })
    void transferIn(String text) {
        assertSameAnswer(ShapesOfPaymentRequests.IN, TransferResource.InRequest.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL + "','paymentRail':'SEPA_INSTANT'},'amount':100,"
                + "'remittanceInformation':'rent','purposeOfPayment':'FAMILY_SUPPORT'}",
        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL + "'},'amount':1}",
        "{}",
        "{'source':{'accountId':'" + EXTERNAL + "'},'destination':{'accountId':'" + INTERNAL + "','paymentRail':'CARRIER_PIGEON'},'amount':-1,"
                + "'remittanceInformation':'','purposeOfPayment':'FUN'}",
        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'paymentRail':7},'amount':1,"
                + "'remittanceInformation':'" + X81 + "','purposeOfPayment':3}",
        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL + "','paymentRail':'WIRE'},'amount':1,"
                + "'remittanceInformation':'" + X80 + "','purposeOfPayment':'OTHER'}",
        "{'source':[],'destination':'x','amount':true,'remittanceInformation':5,'purposeOfPayment':null}",
        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL + "','paymentRail':null},'amount':1,"
                + "'remittanceInformation':'tab\\there'}"
    })
    void transferOut(String text) {
        assertSameAnswer(ShapesOfPaymentRequests.OUT, TransferResource.OutRequest.class, text);
    }

    @Test
    void everyRailAndPurposeOfTheContractIsAccepted() {
        for (String rail : QuoteRequests.RAILS) {
            for (String purpose : QuoteRequests.PURPOSES) {
                var errors = assertSameAnswer(ShapesOfPaymentRequests.OUT, TransferResource.OutRequest.class,
                        "{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL + "','paymentRail':'" + rail
                                + "'},'amount':1,'purposeOfPayment':'" + purpose + "'}");
                assertEquals(List.of(), errors.list());
            }
        }
    }

    @Test
    void aTransferOutPassesOnItsValues() {
        var t = TransferResource.TransferOut.of(json("{'source':{'accountId':'" + INTERNAL + "'},'destination':{'accountId':'" + EXTERNAL
                + "','paymentRail':'SEPA'},'amount':250,'remittanceInformation':'invoice 7'}"));
        assertEquals(INTERNAL, t.source().text());
        assertEquals(EXTERNAL, t.destination().text());
        assertEquals("SEPA", t.paymentRail());
        assertEquals(250, t.amount());
        assertEquals("invoice 7", t.remittanceInformation());
        var in = TransferResource.TransferIn.of(json("{'source':{'accountId':'" + EXTERNAL + "'},'destination':{'accountId':'" + INTERNAL
                + "'},'amount':9000000000000000}"));
        assertEquals(QuoteRequests.MAX_AMOUNT, in.amount());
    }

    @Test
    void aBodyThatIsNoObjectIsRefusedAsBefore() {
        for (JsonValue body : List.of(JsonValue.NULL, JsonValue.TRUE, jakarta.json.Json.createArrayBuilder().build())) {
            assertEquals(refusal(() -> QuoteRequests.checked(body, ShapesOfPaymentRequests.IN)),
                    refusal(() -> QuoteRequests.read(body, TransferResource.InRequest.class)));
        }
        ApiException invalid = assertThrows(ApiException.class, () -> QuoteRequests.read(json("{'amount':0}"), TransferResource.InRequest.class));
        assertEquals(400, invalid.status());
    }

    @Test
    void anEmptyDecisionBodyIsAnEmptyObject() {
        assertNull(TransactionResource.object("  ", TransactionResource.Reason.class).reason());
        assertEquals("late", TransactionResource.object("{\"reason\":\"late\"}", TransactionResource.Reason.class).reason());
        for (String body : List.of("{", "[1]", "\"reason\"", "{\"reason\":\"\"}")) {
            assertEquals(refusal(() -> formerObject(body, ShapesOfPaymentRequests.REASON)),
                    refusal(() -> TransactionResource.object(body, TransactionResource.Reason.class)), body);
        }
    }

    /** The former confirm body: an optional date-time. */
    static final Shape CONFIRM = Shape.object().dateTime("receiptDeliveryConfirmedAt", false);

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{'receiptDeliveryConfirmedAt':'2025-08-15T14:31:00Z'}", "{'receiptDeliveryConfirmedAt':'2025-08-15T14:31:00+02:00'}",
        "{'receiptDeliveryConfirmedAt':null}", "{'receiptDeliveryConfirmedAt':'2025-08-15'}", "{'receiptDeliveryConfirmedAt':'yesterday'}",
        "{'receiptDeliveryConfirmedAt':5}", "{'receiptDeliveryConfirmedAt':'2025-13-40T99:00:00Z'}", "{'receiptDeliveryConfirmedAt':'\\u0001'}"})
    void theConfirmBodyAnswersAsItsShapeDid(String text) {
        assertSameAnswer(CONFIRM, TransactionResource.ConfirmRequest.class, text);
    }

    /** The former SCA authorization body of a quote. */
    static final Shape SCA_AUTHORIZATION = Shape.object().string("code", false, 1, 20).string("origin", false, 1, 500)
            .string("endUserIpAddress", false, 1, 45);

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{'code':'123456','endUserIpAddress':'203.0.113.42'}", "{'code':'','origin':'','endUserIpAddress':''}",
        "{'code':123456,'origin':true,'endUserIpAddress':[]}", "{'code':'123456789012345678901','endUserIpAddress':'1111111111222222222233333333334444444444123456'}",
        "{'code':null,'passkeyAssertion':{'id':'x'},'origin':'https://app.example.com'}", "{'code':'\\u0007'}"})
    void theScaAuthorizationAnswersAsItsShapeDid(String text) {
        assertSameAnswer(SCA_AUTHORIZATION, QuoteResource.ScaAuthorization.class, text);
    }

    /** How the decision bodies were read before the records: an empty body is an empty object, then the shape. */
    private static JsonObject formerObject(String body, Shape shape) {
        JsonValue v;
        if (body == null || body.isBlank()) {
            v = JsonValue.EMPTY_JSON_OBJECT;
        } else {
            try (JsonReader r = Json.createReader(new StringReader(body))) {
                v = r.readValue();
            } catch (RuntimeException e) {
                throw InvalidFields.of("body", "is not valid JSON");
            }
        }
        return QuoteRequests.checked(v, shape);
    }

    @Test
    void theOracleNoticesADifferentAnswer() {
        Shape other = Shape.object().string("reason", false, 1, 499);
        assertThrows(AssertionFailedError.class,
                () -> assertSameAnswer(other, TransactionResource.Reason.class, "{'reason':'" + "r".repeat(500) + "'}"));
        Shape required = Shape.object().pattern("quoteId", true, java.util.regex.Pattern.compile("^Quote:[0-9a-fA-F-]{36}$"), "a quote id");
        assertThrows(AssertionFailedError.class, () -> assertSameAnswer(required, SandboxPaymentResource.SendRequest.class, "{'quoteId':5}"));
    }
}
