package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The platform's error envelope as the tests read it. */
public final class Errors {

    private Errors() {}

    /** The fields of an INVALID_INPUT envelope's details.errors[], in order. */
    public static List<String> fields(JsonObject error) {
        return error.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(f -> f.getString("field")).toList();
    }

    /** The entries of an envelope's details.errors[], by field. */
    public static Map<String, JsonObject> byField(JsonObject envelope) {
        return envelope.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(e -> e.getString("field"), e -> e));
    }

    /** Asserts the error envelope ({@code status}, {@code code}) and that it gives a reason; returns the envelope. */
    public static JsonObject reasonOf(Api.Reply r, int status, String code) {
        JsonObject e = r.assertError(status, code);
        assertTrue(e.containsKey("reason") && !e.getString("reason").isBlank(), e::toString);
        return e;
    }
}
