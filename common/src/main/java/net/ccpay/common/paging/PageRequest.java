package net.ccpay.common.paging;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.web.QueryParams;

/** {@code limit} (1..100, default 20) and the optional {@code cursor} of a list operation. */
public record PageRequest(int limit, Cursor after) {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    /** Parses the query parameters; 400 INVALID_INPUT naming each invalid one. */
    public static PageRequest of(String limit, String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = parse(limit, cursor, errors);
        errors.throwIfAny();
        return page;
    }

    /** Parses the query parameters, reporting problems into {@code errors} (then the result is unusable). */
    public static PageRequest parse(String limit, String cursor, FieldErrors errors) {
        // strict: a whole number written plainly ("5", not " 5", "5.0" or "1e1"), as every integer parameter
        Long given = QueryParams.integer("limit", limit, 1, MAX_LIMIT, errors);
        int n = given == null ? DEFAULT_LIMIT : given.intValue();
        Cursor after = null;
        if (cursor != null && !cursor.isEmpty()) {
            after = Cursor.decode(cursor).orElse(null);
            if (after == null) {
                errors.add(new FieldError("cursor", null, "is not a cursor this API returned; pass nextCursor from the previous page"));
            }
        }
        return new PageRequest(n, after);
    }
}
