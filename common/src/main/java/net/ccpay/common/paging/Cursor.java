package net.ccpay.common.paging;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;

import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Position after the last row of a page: the time column the list is ordered by ({@code created_at} for nearly every
 * list), that column's value in the row, and the row's id. Opaque to clients (base64url); ids are UUIDv7 and rows are
 * ordered by (column, id), so the position is stable while rows are added. A cursor names the column it belongs to,
 * so a list ordered by another column refuses it ({@link #at(String)}) instead of reading it as its own position.
 */
public record Cursor(String column, Instant at, String id) {

    /** The column nearly every list is ordered by. */
    public static final String CREATED_AT = "created_at";

    /** The column of a list ordered by last change. */
    public static final String UPDATED_AT = "updated_at";

    private static final String VERSION = "v1";

    /** A column name as it may appear in a cursor and in SQL. */
    static final Pattern COLUMN = Pattern.compile("[a-z][a-z0-9_]{0,63}");

    public Cursor {
        if (column == null || !COLUMN.matcher(column).matches()) {
            throw new IllegalArgumentException("not a column name: " + column);
        }
    }

    /** The position after a row of a list ordered by (created_at, id). */
    public Cursor(Instant createdAt, String id) {
        this(CREATED_AT, createdAt, id);
    }

    /**
     * The row's {@code created_at}, for a list ordered by it; a cursor of a list in another order is refused as
     * {@link #at(String)} refuses it.
     */
    public Instant createdAt() {
        return at(CREATED_AT);
    }

    /**
     * The row's value of {@code orderColumn}, the column of the list the cursor is given to. A cursor issued by a list
     * in another order is a 400 INVALID_INPUT naming {@code cursor}: read as this list's position it would skip or
     * repeat rows.
     */
    public Instant at(String orderColumn) {
        if (!column.equals(orderColumn)) {
            throw new InvalidFields(List.of(FieldError.of("cursor", "belongs to a list ordered by " + wireName(column) + ", and this one is"
                    + " ordered by " + wireName(orderColumn) + "; start again without a cursor")));
        }
        return at;
    }

    /** A column as the API names the field: {@code updated_at} is {@code updatedAt}. */
    private static String wireName(String column) {
        StringBuilder b = new StringBuilder();
        boolean upper = false;
        for (char c : column.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                b.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return b.toString();
    }

    /**
     * {@code v1|<time>|<id>} for a created_at cursor (the format every cursor had before lists could be ordered by
     * another column, so those stay valid), {@code v1:<column>|<time>|<id>} otherwise.
     */
    public String encode() {
        String tag = CREATED_AT.equals(column) ? VERSION : VERSION + ":" + column;
        String raw = tag + "|" + at + "|" + id;
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    public static Optional<Cursor> decode(String token) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            String[] p = raw.split("\\|", 3);
            if (p.length != 3 || p[2].isEmpty() || p[2].length() > 100) {
                return Optional.empty();
            }
            String column;
            if (VERSION.equals(p[0])) {
                column = CREATED_AT;
            } else if (p[0].startsWith(VERSION + ":") && COLUMN.matcher(p[0].substring(VERSION.length() + 1)).matches()
                    && !CREATED_AT.equals(p[0].substring(VERSION.length() + 1))) {
                column = p[0].substring(VERSION.length() + 1);
            } else {
                return Optional.empty();
            }
            return Optional.of(new Cursor(column, Instant.parse(p[1]), p[2]));
        } catch (IllegalArgumentException | DateTimeException e) {
            return Optional.empty();
        }
    }
}
