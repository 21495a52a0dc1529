package net.ccpay.quote;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;

import org.junit.jupiter.api.function.Executable;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The oracle of the request-record tests: a body read into a request record gives the details.errors the
 * former Shape gave for it, and passes on the same valid values (the record's valid fields as JSON equal
 * the fields the Shape kept).
 */
public final class ShapeOracle {

    private ShapeOracle() {}

    /** A JSON object written with single quotes. */
    public static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    /**
     * What the client is answered when {@code reading} refuses the body: the exception's class, code,
     * message and details (the same answer has the same all four).
     */
    public static String refusal(Executable reading) {
        RuntimeException e = assertThrows(RuntimeException.class, reading);
        if (e instanceof ApiException a) {
            return "ApiException " + a.status() + " " + a.code() + " " + a.getMessage() + " " + a.details();
        }
        if (e instanceof DomainException d) {
            return d.getClass().getSimpleName() + " " + d.kind() + " " + d.code() + " " + d.getMessage() + " " + d.details();
        }
        throw e;
    }

    /** Asserts the same errors and the same valid fields; returns the errors, for a test that wants more. */
    public static FieldErrors assertSameAnswer(Shape former, Class<? extends Record> type, String text) {
        JsonObject body = json(text);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = former.check("", body, shapeErrors);
        FieldErrors errors = new FieldErrors();
        Record read = RequestRecords.read(body, type, errors);
        assertEquals(shapeErrors.list(), errors.list(), text);
        assertEquals(shapeValid, RequestRecords.validJson(read, errors), text);
        return errors;
    }
}
