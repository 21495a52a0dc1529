package net.ccpay.common.web;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

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
    public static Instant dateTime(String name, String value, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeException e) {
            errors.add(new FieldError(name, FieldError.Constraint.format("date-time"), "must be an ISO 8601 date-time such as 2025-10-13T09:00:00Z"));
            return null;
        }
    }

    /**
     * Reports a time window whose end comes before its start on the end's field: such a window can match nothing, so it
     * is almost always two parameters swapped, which an empty page would hide. A missing bound leaves the window open.
     */
    public static void window(String startName, Instant start, String endName, Instant end, FieldErrors errors) {
        if (start != null && end != null && end.isBefore(start)) {
            errors.add(new FieldError(endName, null, "must not be before " + startName));
        }
    }

    /** One of {@code allowed}, or null when absent; reports a field error (naming the values) otherwise. */
    public static String oneOf(String name, String value, List<String> allowed, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        if (!allowed.contains(value)) {
            errors.add(new FieldError(name, FieldError.Constraint.oneOf(allowed), "must be one of " + String.join(", ", allowed)));
            return null;
        }
        return value;
    }

    /** As {@link #oneOf(String, String, List, FieldErrors)}, for a value that names a constant of {@code type}. */
    public static <E extends Enum<E>> E oneOf(String name, String value, Class<E> type, FieldErrors errors) {
        String v = oneOf(name, value, Arrays.stream(type.getEnumConstants()).map(Enum::name).toList(), errors);
        return v == null ? null : Enum.valueOf(type, v);
    }

    /** A currency code's shape, as the contract's currency codes have it (USD, USDC). */
    public static final String CURRENCY_REGEX = "^[A-Z0-9]{3,5}$";
    private static final Pattern CURRENCY = Pattern.compile(CURRENCY_REGEX);

    /** A currency code (three to five capitals or digits), or null when absent; reports a field error otherwise. */
    public static String currency(String name, String value, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        if (!CURRENCY.matcher(value).matches()) {
            errors.add(new FieldError(name, FieldError.Constraint.pattern(CURRENCY_REGEX), "must be a currency code such as USD"));
            return null;
        }
        return value;
    }

    /**
     * A record id of the given type ({@code Customer:<uuid>}), or null when absent; reports a field error otherwise, so
     * that a filter naming something that cannot exist is a 400 rather than an empty page.
     */
    public static String id(String name, String value, String type, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        if (!Ids.hasType(type, value)) {
            errors.add(new FieldError(name, FieldError.Constraint.pattern("^" + type + ":[0-9a-fA-F-]{36}$"),
                    "must be " + (type.matches("^[AEIOU].*") ? "an " : "a ") + type + " id (" + type + ":<uuid>)"));
            return null;
        }
        return value;
    }

    /** {@code true} or {@code false}, or null when absent; reports a field error otherwise. */
    public static Boolean bool(String name, String value, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        if (!value.equals("true") && !value.equals("false")) {
            errors.add(new FieldError(name, FieldError.Constraint.oneOf(List.of("true", "false")), "must be true or false"));
            return null;
        }
        return Boolean.valueOf(value);
    }

    /** The {@code sortOrder} parameter, {@code asc} or {@code desc} (the default): true for ascending. */
    public static boolean ascending(String sortOrder, FieldErrors errors) {
        return "asc".equals(oneOf("sortOrder", sortOrder, List.of("asc", "desc"), errors));
    }
}
