package net.ccpay.auth.agents.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.auth.agents.domain.PolicyPatch.Change;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;

import java.math.BigDecimal;
import java.util.List;

/**
 * Reads typed fields out of a request's JSON, reporting a wrong type under the field's dot path and
 * returning null for it, so that one pass finds every bad field. Absent and JSON null read as null;
 * {@link #nullableLong} tells them apart for partial updates.
 */
final class JsonFields {

    private JsonFields() {}

    static boolean present(JsonObject o, String name) {
        return o.containsKey(name) && o.get(name) != JsonValue.NULL;
    }

    static String string(JsonObject o, String name, String path, boolean required, int maxLength, FieldErrors errors) {
        JsonValue v = o.get(name);
        if (v == null || v == JsonValue.NULL) {
            if (required) {
                errors.add(path, "is required");
            }
            return null;
        }
        if (!(v instanceof JsonString s)) {
            errors.add(path, "must be a string");
            return null;
        }
        if (!Shape.isCleanText(s.getString())) {
            errors.add(path, "must not contain control characters or unpaired surrogates");
            return null;
        }
        if (s.getString().isBlank() || s.getString().length() > maxLength) {
            errors.add(path, FieldError.Constraint.length(1, maxLength), "must be 1 to " + maxLength + " characters long and not blank");
            return null;
        }
        return s.getString();
    }

    static <E extends Enum<E>> E oneOf(JsonObject o, String name, String path, boolean required, Class<E> type, List<String> names,
                                       FieldErrors errors) {
        JsonValue v = o.get(name);
        if (v == null || v == JsonValue.NULL) {
            if (required) {
                errors.add(new FieldError(path, FieldError.Constraint.oneOf(names), "is required"));
            }
            return null;
        }
        return enumValue(v, path, type, names, errors);
    }

    static <E extends Enum<E>> E enumValue(JsonValue v, String path, Class<E> type, List<String> names, FieldErrors errors) {
        if (!(v instanceof JsonString s) || !names.contains(s.getString())) {
            errors.add(new FieldError(path, FieldError.Constraint.oneOf(names), "must be one of " + String.join(", ", names)));
            return null;
        }
        return Enum.valueOf(type, s.getString());
    }

    /** A whole number that fits in 64 bits (ranges are the domain's rules); absent or null is null. */
    static Long integer(JsonObject o, String name, String path, boolean required, FieldErrors errors) {
        JsonValue v = o.get(name);
        if (v == null || v == JsonValue.NULL) {
            if (required) {
                errors.add(path, "is required");
            }
            return null;
        }
        Long n = exactLong(v);
        if (n == null) {
            errors.add(path, "must be an integer (in the smallest unit of the currency, for amounts)");
        }
        return n;
    }

    /** For partial updates: absent is "keep", JSON null is "clear", a number is the new value. */
    static Change<Long> nullableLong(JsonObject o, String name, String path, FieldErrors errors) {
        if (!o.containsKey(name)) {
            return Change.absent();
        }
        if (o.get(name) == JsonValue.NULL) {
            return Change.to(null);
        }
        Long n = integer(o, name, path, false, errors);
        return n == null ? Change.absent() : Change.to(n);
    }

    static JsonObject object(JsonObject o, String name, String path, boolean required, FieldErrors errors) {
        JsonValue v = o.get(name);
        if (v == null || v == JsonValue.NULL) {
            if (required) {
                errors.add(path, "is required");
            }
            return null;
        }
        if (!(v instanceof JsonObject obj)) {
            errors.add(path, "must be an object");
            return null;
        }
        return obj;
    }

    static JsonArray array(JsonObject o, String name, String path, boolean required, int maxItems, FieldErrors errors) {
        JsonValue v = o.get(name);
        if (v == null || v == JsonValue.NULL) {
            if (required) {
                errors.add(path, "is required");
            }
            return null;
        }
        if (!(v instanceof JsonArray a) || a.size() > maxItems) {
            errors.add(path, "must be an array of at most " + maxItems + " items");
            return null;
        }
        return a;
    }

    static Boolean bool(JsonObject o, String name, String path, FieldErrors errors) {
        JsonValue v = o.get(name);
        if (v == null || v == JsonValue.NULL) {
            return null;
        }
        if (v != JsonValue.TRUE && v != JsonValue.FALSE) {
            errors.add(path, "must be true or false");
            return null;
        }
        return v == JsonValue.TRUE;
    }

    private static Long exactLong(JsonValue v) {
        if (!(v instanceof JsonNumber n) || !n.isIntegral()) {
            return null;
        }
        BigDecimal d = n.bigDecimalValue();
        // digits before the point, checked first so that 1e999999999 is never expanded
        if (d.precision() - d.scale() > 19) {
            return null;
        }
        try {
            return d.longValueExact();
        } catch (ArithmeticException outOfRange) {
            return null;
        }
    }
}
