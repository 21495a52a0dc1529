package net.ccpay.common.web;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * A request body read as raw bytes (the signed wallet operations keep the exact bytes: the retry must
 * repeat them), parsed as a JSON object; anything else is 400 on the field {@code body}.
 */
public final class JsonBodies {

    private JsonBodies() {}

    public static JsonObject object(byte[] body) {
        try (var reader = JsonP.createReader(new StringReader(new String(body == null ? new byte[0] : body, StandardCharsets.UTF_8)))) {
            JsonValue v = reader.readValue();
            if (v.getValueType() == JsonValue.ValueType.OBJECT) {
                return v.asJsonObject();
            }
        } catch (RuntimeException e) {
            // not JSON: the field error below
        }
        FieldErrors errors = new FieldErrors();
        errors.add("body", "must be a JSON object");
        errors.throwIfAny();
        throw new IllegalStateException("unreachable");
    }
}
