package net.ccpay.common.paging;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldError;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;

/**
 * Keyset pagination: a cursor is the (createdAt, id) of the last row of the previous page,
 * opaque to clients (URL-safe base64). Stable under inserts, no offsets.
 */
public record Cursor(Instant createdAt, String id) {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    public String encode() {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((createdAt.toString() + "|" + id).getBytes(StandardCharsets.UTF_8));
    }

    /** Null for no cursor; 400 INVALID_INPUT for one that this platform did not issue. */
    public static Cursor decode(String cursor) {
        if (cursor == null || cursor.isBlank()) {
            return null;
        }
        try {
            String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            int bar = raw.indexOf('|');
            return new Cursor(Instant.parse(raw.substring(0, bar)), raw.substring(bar + 1));
        } catch (RuntimeException e) {
            throw ApiException.invalidFields(List.of(FieldError.of("cursor", "is not a cursor returned by this API (use nextCursor)")));
        }
    }

    /** Checks {@code limit} (1..100, default 20). */
    public static int limit(Integer limit) {
        if (limit == null) {
            return DEFAULT_LIMIT;
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw ApiException.invalidFields(List.of(new FieldError("limit", null, "must be from 1 to " + MAX_LIMIT)));
        }
        return limit;
    }
}
