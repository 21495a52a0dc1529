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
 * so a list ordered by another column refuses it ({@link #at(String)}) instead of reading it as its own position. A list
 * that a client reads in either direction ({@code sortOrder}) states its direction in the cursors it hands out
 * ({@link #in(boolean)}), and refuses one of the other direction ({@link #createdAt(boolean)}): read the other way, the
 * position would skip the rows between it and the list's start. {@code ascending} is null in a cursor of a list with one
 * order.
 */
public record Cursor(String column, Instant at, String id, Boolean ascending) {

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

    /** The position after a row of a list with one order, by (column, id). */
    public Cursor(String column, Instant at, String id) {
        this(column, at, id, null);
    }

    /** The position after a row of a list with one order, by (created_at, id). */
    public Cursor(Instant createdAt, String id) {
        this(CREATED_AT, createdAt, id);
    }

    /** This position in a list a client reads in either direction, read {@code ascending} or descending. */
    public Cursor in(boolean ascending) {
        return new Cursor(column, at, id, ascending);
    }

    /**
     * The row's {@code created_at}, for a list ordered by it and read in the direction {@code ascending} says. A cursor
     * that states the other direction is a 400 INVALID_INPUT naming {@code cursor}; one that states none (handed out
     * before lists stated it) is read as it is.
     */
    public Instant createdAt(boolean ascending) {
        Instant t = createdAt();
        if (this.ascending != null && this.ascending != ascending) {
            throw new InvalidFields(List.of(FieldError.of("cursor", "belongs to this list read in sortOrder " + sortOrder(this.ascending)
                    + ", and this request asks for " + sortOrder(ascending) + "; start again without a cursor, or keep the sortOrder")));
        }
        return t;
    }

    private static String sortOrder(boolean ascending) {
        return ascending ? "asc" : "desc";
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
     * another column, so those stay valid), {@code v1:<column>|<time>|<id>} otherwise; a stated direction adds
     * {@code :asc} or {@code :desc} to the tag ({@code v1:created_at:asc|...}).
     */
    public String encode() {
        String tag = ascending != null ? VERSION + ":" + column + ":" + sortOrder(ascending)
                : CREATED_AT.equals(column) ? VERSION : VERSION + ":" + column;
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
            Boolean ascending = null;
            if (VERSION.equals(p[0])) {
                column = CREATED_AT;
            } else if (p[0].startsWith(VERSION + ":")) {
                String[] tag = p[0].substring(VERSION.length() + 1).split(":", -1);
                if (tag.length > 2 || !COLUMN.matcher(tag[0]).matches()) {
                    return Optional.empty();
                }
                column = tag[0];
                if (tag.length == 2) {
                    if (!tag[1].equals("asc") && !tag[1].equals("desc")) {
                        return Optional.empty();
                    }
                    ascending = tag[1].equals("asc");
                } else if (CREATED_AT.equals(column)) {
                    return Optional.empty();   // written v1 alone
                }
            } else {
                return Optional.empty();
            }
            return Optional.of(new Cursor(column, Instant.parse(p[1]), p[2], ascending));
        } catch (IllegalArgumentException | DateTimeException e) {
            return Optional.empty();
        }
    }
}
