package net.ccpay.common.web;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.json.JsonP;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every JSON body the parser refuses, a number too long for it included, is a short 400, logged at FINE without a stack. */
class JsonBodyReaderTest {

    private static final String LONG = "1".repeat(1_200);

    private final JsonBodyReader reader = new JsonBodyReader();
    private final List<LogRecord> logged = new CopyOnWriteArrayList<>();
    private final Logger log = Logger.getLogger(JsonBodies.class.getName());
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            logged.add(r);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private Level before;

    @BeforeEach
    void captureLog() {
        before = log.getLevel();
        log.setLevel(Level.ALL);
        log.addHandler(capture);
    }

    @AfterEach
    void release() {
        log.removeHandler(capture);
        log.setLevel(before);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private JsonValue read(Class<? extends JsonValue> type, String body) {
        return reader.readFrom((Class) type, type, null, null, null, new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aNumberTooLongForTheParserIsA400WithAShortMessage() {
        for (String body : List.of("{\"amount\":" + LONG + "}", "{\"amount\":0." + LONG + "}", "[1, -" + LONG + "]",
                "{\"a\":{\"b\":[" + LONG + "e5]}}")) {
            ApiException e = assertThrows(ApiException.class, () -> read(JsonValue.class, body), body.substring(0, 12));
            assertEquals(400, e.status());
            assertEquals(ErrorCode.INVALID_INPUT, e.code());
            assertEquals(JsonBodies.UNREADABLE, e.getMessage());
            assertTrue(e.getMessage().length() < 100);
        }
        assertFalse(logged.isEmpty(), "logged at FINE");
        for (LogRecord r : logged) {
            assertTrue(r.getLevel().intValue() <= Level.FINE.intValue(), r.getLevel() + " " + r.getMessage());
            assertNull(r.getThrown(), "no stack trace");
            assertFalse(r.getMessage().contains("1111"), "no content: " + r.getMessage());
        }
    }

    @Test
    void malformedJsonIsTheSame400() {
        for (String body : List.of("{", "{\"a\":}", "nope", "", "  ", "{\"a\":1}}", "{} {}", "{\"a\":1} x", "[".repeat(5_000),
                "[".repeat(200_000) + "]".repeat(200_000))) {
            ApiException e = assertThrows(ApiException.class, () -> read(JsonValue.class, body));
            assertEquals(400, e.status());
            assertEquals(JsonBodies.UNREADABLE, e.getMessage());
        }
    }

    @Test
    void validJsonIsReadAsItWas() {
        JsonValue v = read(JsonValue.class, "{\"amount\":" + "9".repeat(1_000) + ",\"name\":\"x\"}");
        JsonObject o = v.asJsonObject();
        assertEquals(1_000, ((JsonNumber) o.get("amount")).bigDecimalValue().toPlainString().length());
        assertEquals("x", o.getString("name"));
        assertEquals(JsonValue.ValueType.ARRAY, read(JsonValue.class, " [1,2]\r\n").getValueType());
        assertEquals(JsonValue.ValueType.STRING, read(JsonValue.class, "\"x\"").getValueType());
        assertTrue(logged.isEmpty());
    }

    @Test
    void aBodyOfAnotherKindThanTheParameterIsA400() {
        ApiException e = assertThrows(ApiException.class, () -> read(JsonObject.class, "[1]"));
        assertEquals(400, e.status());
        assertEquals("The request body must be a JSON object", e.getMessage());
        assertEquals(JsonValue.ValueType.OBJECT, read(JsonObject.class, "{}").getValueType());
    }

    @Test
    void onlyJsonPBodiesAreReadHere() {
        assertTrue(reader.isReadable(JsonValue.class, JsonValue.class, null, null));
        assertTrue(reader.isReadable(JsonObject.class, JsonObject.class, null, null));
        assertFalse(reader.isReadable(String.class, String.class, null, null));
        assertFalse(reader.isReadable(Object.class, Object.class, null, null));
    }

    @Test
    void theParsersRefusalIsRecognisedWhereTheRuntimesReaderWrapsIt() {
        RuntimeException parsson = assertThrows(RuntimeException.class, () -> {
            try (var r = JsonP.createReader(new StringReader("[" + LONG + "]"))) {
                r.readValue();
            }
        });
        assertFalse(parsson instanceof jakarta.json.JsonException, "Parsson does not say JsonException: " + parsson);
        assertTrue(JsonBodies.isParseFailure(parsson));
        assertTrue(JsonBodies.isParseFailure(new RuntimeException("wrapped", parsson)));
        assertTrue(WebApplicationExceptionMapper.isJsonProblem(new RuntimeException("wrapped", parsson)));
        assertTrue(JsonBodies.isParseFailure(new jakarta.json.JsonException("bad")));
        // the same exception types thrown by anything else are server faults, not the client's body
        assertFalse(JsonBodies.isParseFailure(new UnsupportedOperationException("not here")));
        assertFalse(JsonBodies.isParseFailure(new IllegalStateException("broken", new NullPointerException())));
        assertFalse(WebApplicationExceptionMapper.isJsonProblem(new IllegalStateException("broken")));
        RuntimeException tooDeep = assertThrows(RuntimeException.class, () -> {
            try (var r = JsonP.createReader(new StringReader("[".repeat(2_000) + "]".repeat(2_000)))) {
                r.readValue();
            }
        });
        assertTrue(JsonBodies.isParseFailure(tooDeep), tooDeep.toString());
    }

    @Test
    void rawByteBodiesRefuseALongNumberAsAFieldError() {
        for (String body : List.of("{\"a\":" + LONG + "}", "{\"a\":1}}", "[1]")) {
            ApiException e = assertThrows(ApiException.class, () -> JsonBodies.object(body.getBytes(StandardCharsets.UTF_8)));
            assertEquals(400, e.status());
            assertEquals("Invalid field body: must be a JSON object", e.getMessage());
        }
        assertEquals(1, JsonBodies.object("{\"a\":1}".getBytes(StandardCharsets.UTF_8)).getInt("a"));
    }
}
