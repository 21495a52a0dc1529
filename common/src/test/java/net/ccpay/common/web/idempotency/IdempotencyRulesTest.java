package net.ccpay.common.web.idempotency;

import jakarta.json.Json;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdempotencyRulesTest {

    @Test
    void keysAreOneTo255VisibleAsciiCharacters() {
        assertTrue(IdempotencyFilter.isValidKey("550e8400-e29b-41d4-a716-446655440000"));
        assertTrue(IdempotencyFilter.isValidKey("x".repeat(255)));
        assertTrue(IdempotencyFilter.isValidKey("!~"));
        for (String bad : List.of("", "x".repeat(256), "a b", "k ", "cl\u00e9", "tab\t", "nul\u0000")) {
            assertFalse(IdempotencyFilter.isValidKey(bad), bad);
        }
    }

    @Test
    void theFingerprintChangesWithMethodPathQueryOrAnyBodyByte() {
        byte[] base = IdempotencyFilter.fingerprint("POST", "/a", "x=1", bytes("{\"amount\":1}"));
        assertArrayEquals(base, IdempotencyFilter.fingerprint("POST", "/a", "x=1", bytes("{\"amount\":1}")));
        assertFalse(java.util.Arrays.equals(base, IdempotencyFilter.fingerprint("PUT", "/a", "x=1", bytes("{\"amount\":1}"))));
        assertFalse(java.util.Arrays.equals(base, IdempotencyFilter.fingerprint("POST", "/b", "x=1", bytes("{\"amount\":1}"))));
        assertFalse(java.util.Arrays.equals(base, IdempotencyFilter.fingerprint("POST", "/a", null, bytes("{\"amount\":1}"))));
        assertFalse(java.util.Arrays.equals(base, IdempotencyFilter.fingerprint("POST", "/a", "x=1", bytes("{\"amount\": 1}"))));
        // the parts are delimited: moving bytes from the path to the query is another request
        assertFalse(java.util.Arrays.equals(IdempotencyFilter.fingerprint("POST", "/ab", "", new byte[0]),
                IdempotencyFilter.fingerprint("POST", "/a", "b", new byte[0])));
    }

    @Test
    void aPlainResultIsStoredAs200JsonAndNoResultAs204() {
        var plain = Json.createObjectBuilder().add("id", "X:1").add("n", 1).build();
        StoredAnswer a = IdempotencyInterceptor.answerOf(plain, plain);
        assertEquals(200, a.status());
        assertEquals("application/json", a.contentType());
        assertEquals("{\"id\":\"X:1\",\"n\":1}", new String(a.body(), StandardCharsets.UTF_8));
        StoredAnswer none = IdempotencyInterceptor.answerOf(null, null);
        assertEquals(204, none.status());
        assertEquals(0, none.body().length);
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static class Operations {
        @Idempotent
        public void optionalKey() {}

        @Idempotent(required = true)
        public void requiredKey() {}

        public void plain() {}
    }

    @Test
    void anOperationSaysWhetherTheKeyIsRequired() throws NoSuchMethodException {
        assertFalse(IdempotencyFilter.idempotentOf(Operations.class.getMethod("optionalKey")).required());
        assertTrue(IdempotencyFilter.idempotentOf(Operations.class.getMethod("requiredKey")).required());
        assertEquals(null, IdempotencyFilter.idempotentOf(Operations.class.getMethod("plain")));
        assertFalse(IdempotencyFilter.isIdempotent(Operations.class.getMethod("plain")));
    }
}
