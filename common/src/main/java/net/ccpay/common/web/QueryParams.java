package net.ccpay.common.web;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;

import java.util.ArrayList;
import java.util.List;

/**
 * Query parameters as clients really send them. Numbers are taken as strings and parsed here, so a
 * malformed or out-of-range value is a 400 field error (a JAX-RS {@code Integer} parameter that fails
 * to convert is a 404 by the JAX-RS spec, which would read as an unknown operation).
 */
public final class QueryParams {
    private QueryParams() {}

    /**
     * The values of an array parameter, accepted both repeated ({@code ?a=X&a=Y}, the contract's
     * {@code explode: true}) and comma-joined ({@code ?a=X,Y}, how the official SDK serializes arrays),
     * or mixed. Empty items are dropped.
     */
    public static List<String> list(List<String> raw) {
        List<String> out = new ArrayList<>();
        if (raw == null) {
            return out;
        }
        for (String value : raw) {
            if (value == null) {
                continue;
            }
            for (String item : value.split(",", -1)) {
                if (!item.isEmpty()) {
                    out.add(item);
                }
            }
        }
        return out;
    }

    /** A whole number from {@code min} to {@code max}, or null when absent; reports a field error otherwise. */
    public static Long integer(String name, String value, long min, long max, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        try {
            long n = Long.parseLong(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // not a whole number, or beyond 64 bits: reported below
        }
        errors.add(new FieldError(name, null, "must be an integer from " + min + " to " + max));
        return null;
    }

    /** An ISO 8601 date-time with its offset (2025-10-13T09:00:00Z), or null when absent; reports a field error otherwise. */
    public static java.time.Instant dateTime(String name, String value, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        try {
            return java.time.OffsetDateTime.parse(value).toInstant();
        } catch (java.time.format.DateTimeParseException e) {
            errors.add(new FieldError(name, FieldError.Constraint.format("date-time"), "must be an ISO 8601 date-time such as 2025-10-13T09:00:00Z"));
            return null;
        }
    }
}
