package net.ccpay.common.validation;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShapeTest {

    private static final Shape AMOUNTS = Shape.object()
            .integer("amount", true, 0, Long.MAX_VALUE)
            .integer("bps", false, 0, 10_000);

    private static final Shape NAMES = Shape.object()
            .string("fullName", true, 1, 100)
            .pattern("uri", false, Pattern.compile("^https?://[^\\s]{1,100}$"), "an http(s) URI")
            .arrayOf("tags", false, 5, Shape.item().string("tag", true, 1, 10))
            .nested("address", false, Shape.object().string("line1", true, 1, 50));

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text))) {
            return r.readObject();
        }
    }

    static List<String> fields(FieldErrors errors) {
        return errors.list().stream().map(FieldError::field).toList();
    }

    @Test
    void anIntegerBeyondSixtyFourBitsIsOutOfRangeNotItsLowBits() {
        // 2^64 + 100: longValue() would give 100, well inside the range
        FieldErrors errors = new FieldErrors();
        JsonObject kept = AMOUNTS.check("", json("{\"amount\":18446744073709551716,\"bps\":18446744073709551716}"), errors);
        assertEquals(List.of("amount", "bps"), fields(errors));
        assertFalse(kept.containsKey("amount"));
    }

    @Test
    void theLargestLongIsAcceptedAndOneMoreIsNot() {
        FieldErrors ok = new FieldErrors();
        assertEquals(Long.MAX_VALUE, AMOUNTS.check("", json("{\"amount\":9223372036854775807}"), ok).getJsonNumber("amount").longValueExact());
        assertTrue(ok.isEmpty());
        FieldErrors bad = new FieldErrors();
        AMOUNTS.check("", json("{\"amount\":9223372036854775808}"), bad);
        assertEquals(List.of("amount"), fields(bad));
    }

    @Test
    void fractionsHugeExponentsAndNegativesAreRejected() {
        for (String amount : List.of("1.5", "-1", "1e999999999", "-9223372036854775809", "\"5\"", "true")) {
            FieldErrors errors = new FieldErrors();
            AMOUNTS.check("", json("{\"amount\":" + amount + "}"), errors);
            assertEquals(List.of("amount"), fields(errors), amount);
        }
    }

    @Test
    void integersInRangeAreKeptAsPlainIntegers() {
        FieldErrors errors = new FieldErrors();
        JsonObject kept = AMOUNTS.check("", json("{\"amount\":0,\"bps\":10000}"), errors);
        assertTrue(errors.isEmpty());
        assertEquals("{\"amount\":0,\"bps\":10000}", kept.toString());
    }

    @Test
    void controlCharactersAreRejectedInEveryStringFieldWhereverItIs() {
        FieldErrors errors = new FieldErrors();
        NAMES.check("", json("{\"fullName\":\"Ada\\u0000\",\"uri\":\"https://x.example/\\u0001\",\"tags\":[\"ok\",\"a\\tb\"],"
                + "\"address\":{\"line1\":\"1 Main\\nSt\"}}"), errors);
        assertEquals(List.of("fullName", "uri", "tags[1]", "address.line1"), fields(errors));
    }

    @Test
    void deleteAndC1ControlsAreRejected() {
        for (String name : List.of("Ada\\u007f", "Ada\\u0085", "Ada\\u009f")) {
            FieldErrors errors = new FieldErrors();
            NAMES.check("", json("{\"fullName\":\"" + name + "\"}"), errors);
            assertEquals(List.of("fullName"), fields(errors), name);
        }
    }

    @Test
    void unpairedSurrogatesAreRejectedAndPairedOnesAccepted() {
        for (String bad : List.of("\\ud800", "a\\udc00b", "\\ud800\\ud800")) {
            FieldErrors errors = new FieldErrors();
            NAMES.check("", json("{\"fullName\":\"" + bad + "\"}"), errors);
            assertEquals(List.of("fullName"), fields(errors), bad);
        }
        FieldErrors errors = new FieldErrors();
        NAMES.check("", json("{\"fullName\":\"Zo\\u00eb \\ud83d\\ude00 S\u00e4ndbox\"}"), errors);
        assertTrue(errors.isEmpty(), errors.list().toString());
    }

    @Test
    void everyInvalidFieldIsReportedAtOnce() {
        FieldErrors errors = new FieldErrors();
        NAMES.check("", json("{\"uri\":\"ftp://x\",\"tags\":[\"far too long a tag\"]}"), errors);
        assertEquals(List.of("fullName", "uri", "tags[0]"), fields(errors));
    }

    @Test
    void unknownFieldsAreDroppedNotStored() {
        FieldErrors errors = new FieldErrors();
        JsonObject kept = NAMES.check("", json("{\"fullName\":\"Ada\",\"extra\":\"\\u0000\"}"), errors);
        assertTrue(errors.isEmpty());
        assertEquals(List.of("fullName"), List.copyOf(kept.keySet()));
    }

    private static final Shape CONTACT = Shape.object().email("email", false);

    @Test
    void ordinaryEmailAddressesAreAccepted() {
        String longLocal = "a".repeat(64);
        String longLabel = "d".repeat(63);
        for (String ok : List.of("grace@example.com", "mail.later@example.com", "o'brien+tag@sub-domain.example.co.uk",
                "!#$%&'*+/=?^_`{|}~-@example.com", "x@a-b.io", "A.B.C@EXAMPLE.COM", "1@2.example",
                longLocal + "@" + longLabel + ".example.com")) {
            assertTrue(Shape.isEmail(ok), ok);
            FieldErrors errors = new FieldErrors();
            CONTACT.check("", json("{\"email\":\"" + ok.replace("\\", "\\\\") + "\"}"), errors);
            assertTrue(errors.isEmpty(), ok + ": " + errors.list());
        }
    }

    @Test
    void markupNonAsciiAndMalformedEmailAddressesAreRefused() {
        for (String bad : List.of(
                "\"><img/src=x>@example.com",      // markup: " < > are no atext
                "p@ex\u0430mple.com",               // Cyrillic a in the domain
                "p\u0430@example.com",              // Cyrillic a in the local part
                "jos\u00e9@example.com", "user@b\u00fccher.example",
                "\"quoted\"@example.com", "\"a b\"@example.com",
                ".lead@example.com", "trail.@example.com", "dou..ble@example.com",
                "a@b@example.com", "@example.com", "user@", "user", "user@localhost", "user@example.c",
                "user@-example.com", "user@example-.com", "user@exa_mple.com", "user@example..com", "user@.example.com",
                "user@example.com.", "user@[127.0.0.1]", "us er@example.com", "user@exa mple.com", "user(comment)@example.com",
                "a".repeat(65) + "@example.com",
                "user@" + "d".repeat(64) + ".com",
                "")) {
            assertFalse(Shape.isEmail(bad), bad);
        }
        assertFalse(Shape.isEmail(null));
    }

    @Test
    void theWholeAddressIsAtMost254Characters() {
        String domain = "b".repeat(63) + "." + "c".repeat(63) + "." + "d".repeat(63) + "." + "e".repeat(57) + ".com"; // 253
        assertEquals(253, domain.length());
        String at254 = "a@" + domain.substring(1);
        assertEquals(254, at254.length());
        assertTrue(Shape.isEmail(at254));
        assertFalse(Shape.isEmail("aa@" + domain.substring(1)), "255 characters");
    }

    @Test
    void anInvalidEmailIsAFieldErrorWithTheEmailFormatReportedWithTheOthers() {
        FieldErrors errors = new FieldErrors();
        Shape.object().email("email", true).string("name", true, 1, 5)
                .check("", json("{\"email\":\"\\\"><img/src=x>@example.com\",\"name\":\"far too long\"}"), errors);
        assertEquals(List.of("email", "name"), fields(errors));
        assertEquals("email", errors.list().get(0).constraint().format());
    }
}
