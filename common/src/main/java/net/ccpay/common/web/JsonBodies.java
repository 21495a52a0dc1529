package net.ccpay.common.web;

import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.bind.JsonbException;
import jakarta.json.stream.JsonParser;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;

import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.logging.Logger;

/**
 * JSON that a client sent. Whatever the parser refuses is the client's error, a 400 INVALID_INPUT with
 * a short message, never a 500: malformed JSON, nesting too deep, and also a number too long for the
 * parser (Parsson refuses numbers of more than 1,100 characters with an {@code UnsupportedOperationException},
 * not a {@code JsonException}). It is logged at FINE only, without a stack trace: a client's mistake is
 * not a server fault.
 */
public final class JsonBodies {

    private static final Logger LOG = Logger.getLogger(JsonBodies.class.getName());

    /** The one message for a request body that is not JSON the platform can read. */
    public static final String UNREADABLE = "The request body could not be read; check that it is valid JSON of the documented shape";

    private JsonBodies() {}

    /**
     * A request body read as raw bytes (the signed wallet operations keep the exact bytes: the retry must
     * repeat them), parsed as a JSON object; anything else is 400 on the field {@code body}.
     */
    public static JsonObject object(byte[] body) {
        String text = new String(body == null ? new byte[0] : body, StandardCharsets.UTF_8);
        try (JsonParser parser = JsonP.provider().createParser(new StringReader(text))) {
            JsonValue v = one(parser);
            if (v.getValueType() == JsonValue.ValueType.OBJECT) {
                return v.asJsonObject();
            }
        } catch (RuntimeException | StackOverflowError e) {
            unreadable(e);
        }
        FieldErrors errors = new FieldErrors();
        errors.add("body", "must be a JSON object");
        errors.throwIfAny();
        throw new IllegalStateException("unreachable");
    }

    /**
     * A request body as exactly one JSON value (whitespace around it, nothing else, as the gateway
     * checks); 400 INVALID_INPUT ({@link #UNREADABLE}) when the parser refuses it.
     */
    public static JsonValue value(InputStream body) {
        try (JsonParser parser = JsonP.createParser(body)) {
            return one(parser);
        } catch (RuntimeException | StackOverflowError e) {
            unreadable(e);
            throw ApiException.invalidInput(UNREADABLE);
        }
    }

    /** Request JSON given as text, as {@link #value(InputStream)}; 400 INVALID_INPUT with {@code message} when refused. */
    public static JsonValue value(String body, String message) {
        try (JsonParser parser = JsonP.provider().createParser(new StringReader(body))) {
            return one(parser);
        } catch (RuntimeException | StackOverflowError e) {
            unreadable(e);
            throw ApiException.invalidInput(message);
        }
    }

    private static JsonValue one(JsonParser parser) {
        if (!parser.hasNext()) {
            throw new JsonException("no JSON value");
        }
        parser.next();
        JsonValue v = parser.getValue();
        if (parser.hasNext()) { // Parsson throws here already when anything but whitespace follows
            throw new JsonException("content after the JSON value");
        }
        return v;
    }

    /**
     * Whether {@code e} or one of its causes is a JSON parser refusing its input: a JSON-P or JSON-B
     * exception, or any exception thrown by the JSON-P implementation itself (a number too long for
     * Parsson). For failures of the runtime's own body readers, which wrap them.
     */
    public static boolean isParseFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof JsonException || t instanceof JsonbException) {
                return true;
            }
            StackTraceElement[] at = t.getStackTrace();
            if (at.length > 0 && (at[0].getClassName().startsWith("org.eclipse.parsson.")
                    || at[0].getClassName().startsWith("org.glassfish.json."))) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }

    /** FINE, one line, no stack trace and no content: which kind of refusal, under which request. */
    static void unreadable(Throwable e) {
        LOG.fine(() -> "Unreadable JSON request body (" + e.getClass().getSimpleName() + ") [corr=" + RequestContext.correlationId() + "]");
    }
}
