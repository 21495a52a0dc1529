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
    void aNullItemOfAnArrayIsAnErrorNamedByItsIndex() {
        FieldErrors errors = new FieldErrors();
        NAMES.check("", json("{\"fullName\":\"Ada\",\"tags\":[\"ok\",null]}"), errors);
        assertEquals(List.of("tags[1]"), fields(errors));
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

    @Test
    void textIsOneToMaxCharactersAndNotBlank() {
        Shape shape = Shape.object().text("name", true, 5).text("code", false, 3);
        FieldErrors errors = new FieldErrors();
        JsonObject kept = shape.check("", json("{\"name\":\"   \",\"code\":\"toolong\"}"), errors);
        assertEquals(List.of("name", "code"), fields(errors));
        assertEquals(FieldError.Constraint.length(1, 5), errors.list().get(0).constraint());
        assertEquals("must be 1 to 5 characters long and not blank", errors.list().get(0).message());
        assertTrue(kept.isEmpty());
        FieldErrors wrongType = new FieldErrors();
        shape.check("", json("{\"name\":5}"), wrongType);
        assertEquals("must be a string", wrongType.list().get(0).message());
        FieldErrors ok = new FieldErrors();
        assertEquals("Ann", shape.check("", json("{\"name\":\"Ann\"}"), ok).getString("name"));
        assertTrue(ok.isEmpty());
    }

    @Test
    void anIntegerWithoutARangeIsAnyWholeNumberOfSixtyFourBits() {
        Shape shape = Shape.object().integer("limit", false);
        FieldErrors ok = new FieldErrors();
        assertEquals(-5, shape.check("", json("{\"limit\":-5}"), ok).getInt("limit"));
        assertTrue(ok.isEmpty());
        for (String bad : List.of("1.5", "18446744073709551716", "\"5\"", "true")) {
            FieldErrors errors = new FieldErrors();
            shape.check("", json("{\"limit\":" + bad + "}"), errors);
            assertEquals(List.of("limit"), fields(errors), bad);
            assertEquals("must be an integer (in the smallest unit of the currency, for amounts)", errors.list().get(0).message());
        }
    }

    @Test
    void aMissingFieldCarriesItsHintWhenOneIsGivenAndOwnRulesSeeTheValue() {
        Shape shape = Shape.object()
                .oneOf("mode", true, List.of("A", "B")).hintWhenMissing("mode", FieldError.Constraint.oneOf(List.of("A", "B")))
                .oneOf("other", true, List.of("C"))
                .value("even", false, (path, v, e) -> {
                    if (Shape.exactLong(v) == null || Shape.exactLong(v) % 2 != 0) {
                        e.add(path, "must be even");
                        return null;
                    }
                    return v;
                });
        FieldErrors errors = new FieldErrors();
        shape.check("p.", json("{\"even\":3}"), errors);
        assertEquals(List.of("p.mode", "p.other", "p.even"), fields(errors));
        assertEquals(List.of("A", "B"), errors.list().get(0).constraint().enumValues());
        assertEquals("is required", errors.list().get(0).message());
        assertEquals(null, errors.list().get(1).constraint(), "no hint unless one is given");
        FieldErrors none = new FieldErrors();
        shape.checkPatch("", json("{\"even\":4}"), none);
        assertTrue(none.isEmpty(), "a patch may leave out what is required");
        FieldErrors dirty = new FieldErrors();
        shape.check("", json("{\"mode\":\"A\",\"other\":\"C\",\"even\":\"\\u0000\"}"), dirty);
        assertEquals("must not contain control characters or unpaired surrogates", dirty.list().get(0).message());
    }
}
