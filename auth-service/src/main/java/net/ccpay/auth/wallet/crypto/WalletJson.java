package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Function;

/** The few JSON-P reads the bundles need, each failing with the caller's named exception. */
final class WalletJson {

    private WalletJson() {}

    /** Step: the input is no longer than {@code maxChars}, checked before any parsing. */
    static void checkSize(String input, int maxChars, String what) {
        if (input != null && input.length() > maxChars) {
            throw new OversizedInput(what + " is larger than " + maxChars + " characters");
        }
    }

    static JsonValue parseValue(String json, Function<String, ? extends RuntimeException> failure, String what) {
        if (json == null) {
            throw failure.apply(what + " is missing");
        }
        try (var reader = JsonP.createReader(new StringReader(json))) {
            return reader.readValue();
        } catch (RuntimeException e) {
            // any refusal of the parser, including a number too long for it (an UnsupportedOperationException)
            throw failure.apply(what + " is not valid JSON");
        }
    }

    static JsonObject parseObject(String json, Function<String, ? extends RuntimeException> failure, String what) {
        JsonValue value = parseValue(json, failure, what);
        if (value.getValueType() != JsonValue.ValueType.OBJECT) {
            throw failure.apply(what + " is not a JSON object");
        }
        return value.asJsonObject();
    }

    static String requiredString(JsonObject object, String name, Function<String, ? extends RuntimeException> failure) {
        return optionalString(object, name, failure).orElseThrow(() -> failure.apply("field " + name + " is missing"));
    }

    static Optional<String> optionalString(JsonObject object, String name, Function<String, ? extends RuntimeException> failure) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (value.getValueType() != JsonValue.ValueType.STRING) {
            throw failure.apply("field " + name + " must be a string");
        }
        return Optional.of(((JsonString) value).getString());
    }

    /** Step: the bytes are well-formed UTF-8 (no replacement characters slip in). */
    static String utf8(byte[] bytes, Function<String, ? extends RuntimeException> failure, String what) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw failure.apply(what + " is not UTF-8");
        }
    }
}
