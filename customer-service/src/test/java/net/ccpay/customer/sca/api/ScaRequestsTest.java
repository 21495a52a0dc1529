package net.ccpay.customer.sca.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The /sca request records give what the Shapes they replaced gave for the same body: the same
 * details.errors and the same valid fields. The former shapes are kept here as the reference.
 */
class ScaRequestsTest {

    private static final List<String> FACTORS = List.of("SMS_OTP", "TOTP", "PASSKEY");
    private static final Shape ENROLL = Shape.object().oneOf("type", true, List.of("TOTP", "PASSKEY"));
    private static final Shape CONFIRM = Shape.object().oneOf("type", true, List.of("TOTP", "PASSKEY"))
            .string("secret", false, 1, 200).string("code", false, 1, 20).string("origin", false, 1, 500);
    private static final Shape FACTOR = Shape.object().oneOf("factor", true, FACTORS);
    private static final Shape COMPLETE_LOGIN = Shape.object().oneOf("factor", true, FACTORS).string("endUserIpAddress", true, 1, 45)
            .string("challengeId", false, 1, 100).string("code", false, 1, 20).string("origin", false, 1, 500);
    private static final Shape RECORD_EVENT = Shape.object().oneOf("eventType", true, List.of("RESET_PASSWORD_COMPLETED", "FAILED_LOGIN_ATTEMPT"));
    private static final Shape COMPLETE_RESET = Shape.object()
            .nested("mobile", false, Shape.object().string("countryCode", true, 2, 5).string("number", true, 4, 20));

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    private static final String[] BODIES = {
        "{}",
        "{'type':null,'factor':null,'eventType':null,'mobile':null}",
        "{'type':'TOTP','factor':'SMS_OTP','eventType':'FAILED_LOGIN_ATTEMPT','endUserIpAddress':'203.0.113.7','secret':'ab12',"
                + "'code':'123456','challengeId':'Challenge:1','origin':'https://example.com','mobile':{'countryCode':'+44','number':'7700900123'}}",
        "{'type':'PASSKEY','factor':'PASSKEY','eventType':'RESET_PASSWORD_COMPLETED','endUserIpAddress':'::1'}",
        "{'type':'SMS_OTP','factor':'EMAIL','eventType':'LOGIN','endUserIpAddress':'','secret':'','code':'123456789012345678901',"
                + "'challengeId':'','origin':'','mobile':{'countryCode':'1','number':'123'}}",
        "{'type':1,'factor':true,'eventType':[],'endUserIpAddress':7,'secret':{},'code':123456,'challengeId':false,'origin':[],'mobile':'+44'}",
        "{'type':'TOTP\\u0000','factor':'TOTP','endUserIpAddress':'1.2.3.4\\u007f','secret':'\\ud800','code':'1\\n2','mobile':{'countryCode':5}}",
        "{'endUserIpAddress':'0123456789012345678901234567890123456789012345','mobile':{'countryCode':'+123456','number':null}}",
        "{'mobile':[]}",
        "{'mobile':{}}",
    };

    private static void same(Shape shape, Class<? extends Record> type, String text) {
        JsonObject body = json(text);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = shape.check("", body, shapeErrors);
        FieldErrors errors = new FieldErrors();
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(body, type, errors), errors);
        assertEquals(shapeErrors.list(), errors.list(), type.getSimpleName() + " " + text);
        assertEquals(shapeValid, valid, type.getSimpleName() + " " + text);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void theSameAnswersAsTheShapesTheyReplaced(int i) {
        same(ENROLL, ScaRequests.Enroll.class, BODIES[i]);
        same(CONFIRM, ScaRequests.ConfirmEnrollment.class, BODIES[i]);
        same(FACTOR, ScaRequests.Factor.class, BODIES[i]);
        same(COMPLETE_LOGIN, ScaRequests.CompleteLogin.class, BODIES[i]);
        same(RECORD_EVENT, ScaRequests.RecordEvent.class, BODIES[i]);
        same(COMPLETE_RESET, ScaRequests.CompleteReset.class, BODIES[i]);
    }

    @Test
    void theBodiesReachEveryKindOfError() {
        FieldErrors errors = new FieldErrors();
        for (String b : BODIES) {
            COMPLETE_LOGIN.check("", json(b), errors);
            COMPLETE_RESET.check("", json(b), errors);
        }
        List<String> messages = errors.list().stream().map(e -> e.message()).distinct().toList();
        for (String m : List.of("is required", "must be a string", "must be an object", "must be one of SMS_OTP, TOTP, PASSKEY",
                "must be 1 to 45 characters long", "must not contain control characters or unpaired surrogates")) {
            assertTrue(messages.contains(m), m + " in " + messages);
        }
    }
}
