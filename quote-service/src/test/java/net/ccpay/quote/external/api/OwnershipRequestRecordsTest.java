package net.ccpay.quote.external.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.external.domain.OwnershipChallenge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The ownership challenge and verify bodies' request records answer as the Shapes they replaced. */
class OwnershipRequestRecordsTest {

    /** The former shapes (common's Shape), the oracle. */
    static final Shape CHALLENGE = Shape.object().oneOf("method", true, List.of(OwnershipChallenge.WALLET_SIGNATURE, OwnershipChallenge.LIVENESS));
    static final Shape VERIFY = Shape.object().string("signature", true, 1, 1000).oneOf("signatureScheme", false, List.of("bip137", "electrum"));

    /** The former reading of a body, with its answer for a body that is no object. */
    static JsonObject formerChecked(JsonValue body, Shape shape) {
        FieldErrors errors = new FieldErrors();
        JsonObject o = shape.check("", body instanceof JsonObject j ? j : JsonValue.EMPTY_JSON_OBJECT, errors);
        if (!(body instanceof JsonObject)) {
            errors.add("body", "must be a JSON object");
        }
        errors.throwIfAny();
        return o;
    }

    @ParameterizedTest
    @ValueSource(strings = {"{'method':'WALLET_SIGNATURE'}", "{'method':'LIVENESS'}", "{}", "{'method':null}", "{'method':'SELFIE'}",
        "{'method':'wallet_signature'}", "{'method':5}", "{'method':['LIVENESS']}", "{'method':'LIVENESS\\u0000'}", "{'other':'LIVENESS'}"})
    void challenge(String text) {
        assertSameAnswer(CHALLENGE, OwnershipRequests.ChallengeRequest.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{'signature':'H1a2b3'}", "{'signature':'H1a2b3','signatureScheme':'electrum'}", "{}", "{'signature':''}",
        "{'signature':'s','signatureScheme':'BIP137'}", "{'signature':7,'signatureScheme':7}", "{'signature':null,'signatureScheme':'x'}",
        "{'signature':{},'signatureScheme':null}", "{'signature':'a\\u001fb','signatureScheme':true}", "{'signatureScheme':'bip137'}"})
    void verify(String text) {
        assertSameAnswer(VERIFY, OwnershipRequests.VerifyRequest.class, text);
    }

    @Test
    void aSignatureOfAtMost1000Characters() {
        assertSameAnswer(VERIFY, OwnershipRequests.VerifyRequest.class, "{'signature':'" + "s".repeat(1000) + "'}");
        assertEquals(1, assertSameAnswer(VERIFY, OwnershipRequests.VerifyRequest.class, "{'signature':'" + "s".repeat(1001) + "'}").list().size());
    }

    @Test
    void aBodyThatIsNoObjectIsReportedWithTheFieldsItLacks() {
        for (JsonValue body : List.of(JsonValue.NULL, JsonValue.FALSE, Json.createValue("LIVENESS"), Json.createArrayBuilder().add(1).build())) {
            for (var pair : List.of(new Object[] {CHALLENGE, OwnershipRequests.ChallengeRequest.class},
                    new Object[] {VERIFY, OwnershipRequests.VerifyRequest.class})) {
                @SuppressWarnings("unchecked")
                Class<? extends Record> type = (Class<? extends Record>) pair[1];
                assertEquals(refusal(() -> formerChecked(body, (Shape) pair[0])), refusal(() -> OwnershipRequests.read(body, type)));
            }
        }
    }

    @Test
    void theValuesArePassedOn() {
        var v = OwnershipRequests.read(Json.createObjectBuilder().add("signature", "H1sig").add("signatureScheme", "bip137").build(),
                OwnershipRequests.VerifyRequest.class);
        assertEquals("H1sig", v.signature());
        assertEquals("LIVENESS", OwnershipRequests.read(Json.createObjectBuilder().add("method", "LIVENESS").build(),
                OwnershipRequests.ChallengeRequest.class).method());
    }
}
