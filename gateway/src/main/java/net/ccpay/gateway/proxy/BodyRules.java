package net.ccpay.gateway.proxy;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.json.JsonP;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the gateway accepts as a request body before any service sees it: JSON as
 * {@code application/json} in UTF-8 (RFC 8259 section 8.1), nested at most {@link #MAX_JSON_DEPTH}
 * deep, numbers of at most {@link #MAX_NUMBER_CHARS} characters, one value; uploads as {@code multipart/form-data} with a boundary that the body uses.
 * Plain Java, so every rule is unit-tested.
 */
final class BodyRules {

    /** The contract's deepest request is about six levels; 1,000 levels only serve to exhaust a parser's stack. */
    static final int MAX_JSON_DEPTH = 32;

    /**
     * The longest number the contract can need is an int64 amount (19 digits) or a decimal rate; the
     * services' JSON reader refuses numbers over about 1,100 characters, so a longer one is refused here,
     * as input, before it can reach them.
     */
    static final int MAX_NUMBER_CHARS = 100;

    private BodyRules() {}

    /** A media type with lower-cased type, subtype and parameter names; values unquoted. */
    record MediaType(String type, Map<String, String> params) {

        static Optional<MediaType> parse(String header) {
            if (header == null || header.isBlank()) {
                return Optional.empty();
            }
            String[] parts = header.split(";", -1);
            String type = parts[0].trim().toLowerCase(Locale.ROOT);
            if (!type.matches("[a-z0-9!#$&^_.+-]+/[a-z0-9!#$&^_.+-]+")) {
                return Optional.empty();
            }
            Map<String, String> params = new LinkedHashMap<>();
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i].trim();
                int eq = p.indexOf('=');
                if (eq <= 0) {
                    return Optional.empty();
                }
                String value = p.substring(eq + 1).trim();
                if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
                if (params.put(p.substring(0, eq).trim().toLowerCase(Locale.ROOT), value) != null) {
                    return Optional.empty();
                }
            }
            return Optional.of(new MediaType(type, params));
        }
    }

    static Optional<ApiError> checkJson(String contentType, byte[] body) {
        Optional<MediaType> t = MediaType.parse(contentType);
        if (t.isEmpty() || !t.get().type().equals("application/json")) {
            return Optional.of(unsupported(contentType, "application/json"));
        }
        for (Map.Entry<String, String> p : t.get().params().entrySet()) {
            if (!p.getKey().equals("charset") || !p.getValue().equalsIgnoreCase("utf-8")) {
                return Optional.of(ApiError.of(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                        "JSON is accepted in UTF-8 only: send Content-Type application/json or application/json; charset=utf-8"));
            }
        }
        return checkJsonSyntax(body);
    }

    static Optional<ApiError> checkMultipart(String contentType, byte[] body) {
        Optional<MediaType> t = MediaType.parse(contentType);
        if (t.isEmpty() || !t.get().type().equals("multipart/form-data")) {
            return Optional.of(unsupported(contentType, "multipart/form-data"));
        }
        String boundary = t.get().params().get("boundary");
        if (boundary == null || boundary.isEmpty() || boundary.length() > 70) {
            return Optional.of(ApiError.of(400, ErrorCode.INVALID_INPUT,
                    "multipart/form-data needs a boundary parameter of 1 to 70 characters"));
        }
        byte[] delimiter = ("--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
        if (indexOf(body, delimiter) < 0) {
            return Optional.of(ApiError.of(400, ErrorCode.INVALID_INPUT, "The multipart body does not use the boundary its Content-Type names"));
        }
        return Optional.empty();
    }

    /** One well-formed JSON value, no deeper than {@link #MAX_JSON_DEPTH}. */
    static Optional<ApiError> checkJsonSyntax(byte[] body) {
        try (JsonParser p = JsonP.provider().createParser(new ByteArrayInputStream(body))) {
            int depth = 0;
            boolean seen = false;
            while (p.hasNext()) {
                JsonParser.Event e = p.next();
                if (seen && depth == 0) {
                    return Optional.of(malformed());
                }
                switch (e) {
                    case START_OBJECT, START_ARRAY -> {
                        if (++depth > MAX_JSON_DEPTH) {
                            return Optional.of(ApiError.of(400, ErrorCode.INVALID_INPUT,
                                    "The request body is nested deeper than " + MAX_JSON_DEPTH + " levels"));
                        }
                    }
                    case END_OBJECT, END_ARRAY -> depth--;
                    case VALUE_NUMBER -> {
                        if (p.getString().length() > MAX_NUMBER_CHARS) {
                            return Optional.of(ApiError.of(400, ErrorCode.INVALID_INPUT,
                                    "A number in the request body is longer than " + MAX_NUMBER_CHARS + " characters"));
                        }
                    }
                    default -> { }
                }
                seen = true;
            }
            return seen ? Optional.empty() : Optional.of(malformed());
        } catch (JsonException | StackOverflowError e) {
            return Optional.of(malformed());
        }
    }

    private static ApiError malformed() {
        return ApiError.of(400, ErrorCode.INVALID_INPUT, "The request body is not well-formed JSON");
    }

    private static ApiError unsupported(String contentType, String expected) {
        String shown = contentType == null || contentType.isBlank() ? "(none)" : contentType.length() > 100 ? contentType.substring(0, 100) + "..." : contentType;
        return ApiError.of(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Content-Type '" + shown + "' is not accepted here; send " + expected);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
