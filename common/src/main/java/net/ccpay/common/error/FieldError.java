package net.ccpay.common.error;

import java.util.List;

/**
 * One invalid field of a request: a dot path, an optional constraint hint and a message for a person.
 * Constraint hints follow the brief's FieldConstraint (format, pattern, enum, minLength, maxLength).
 */
public record FieldError(String field, Constraint constraint, String message) {

    public record Constraint(String format, String pattern, List<String> enumValues, Integer minLength, Integer maxLength) {
        public static Constraint format(String f) { return new Constraint(f, null, null, null, null); }
        public static Constraint pattern(String p) { return new Constraint(null, p, null, null, null); }
        public static Constraint oneOf(List<String> values) { return new Constraint(null, null, values, null, null); }
        public static Constraint length(Integer min, Integer max) { return new Constraint(null, null, null, min, max); }
    }

    public static FieldError of(String field, String message) {
        return new FieldError(field, null, message);
    }
}
