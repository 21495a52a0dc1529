package net.ccpay.customer.verification.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The request records of POST /verifications and POST /customers/{id}/kyc-link give what the Shapes they
 * replaced gave for the same body (kept here as the reference): the same details.errors, the same valid fields.
 */
class VerificationRequestsTest {

    private static final Shape SUBMIT = Shape.object().string("customerId", true, 1, 64);
    private static final Shape KYC_LINK = Shape.object()
            .pattern("redirectUri", false, Pattern.compile("^https?://[^\\s]{1,1990}$"), "an absolute http(s) URI");

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

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
    @ValueSource(strings = {
        "{}",
        "{'customerId':null,'redirectUri':null}",
        "{'customerId':'Customer:019a0000-0000-7000-8000-000000000001','redirectUri':'https://example.com/done?x=1'}",
        "{'customerId':'','redirectUri':'ftp://example.com'}",
        "{'customerId':'0123456789012345678901234567890123456789012345678901234567890123','redirectUri':'http://a'}",
        "{'customerId':'01234567890123456789012345678901234567890123456789012345678901234','redirectUri':'https://exa mple.com'}",
        "{'customerId':7,'redirectUri':7}",
        "{'customerId':['Customer:1'],'redirectUri':{}}",
        "{'customerId':'Customer:\\u0001','redirectUri':'https://example.com/\\u0085'}",
        "{'customerId':'\\udc00','redirectUri':'https://'}",
        "{'other':'ignored','redirectUri':'HTTPS://example.com'}"
    })
    void theSameAnswersAsTheShapesTheyReplaced(String text) {
        same(SUBMIT, VerificationResource.SubmitRequest.class, text);
        same(KYC_LINK, KycLinkResource.KycLinkRequest.class, text);
    }

    @Test
    void aLongRedirectUriIsRefusedWithItsPattern() {
        FieldErrors errors = new FieldErrors();
        RequestRecords.read(json("{'redirectUri':'https://" + "a".repeat(1991) + "'}"), KycLinkResource.KycLinkRequest.class, errors);
        assertEquals(List.of(new FieldError("redirectUri", FieldError.Constraint.pattern("^https?://[^\\s]{1,1990}$"),
                "must be an absolute http(s) URI")), errors.list());
    }
}
