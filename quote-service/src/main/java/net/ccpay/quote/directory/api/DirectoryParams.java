package net.ccpay.quote.directory.api;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import net.ccpay.quote.directory.domain.Codes;
import net.ccpay.quote.directory.domain.NameCursor;

/**
 * The query parameters of the directory operations, each checked into one {@link FieldErrors} so a
 * request hears about every bad parameter at once. An empty value counts as absent.
 */
final class DirectoryParams {

    private DirectoryParams() {}

    static String country(String name, String value, FieldErrors errors) {
        if (absent(value)) {
            return null;
        }
        if (!Codes.isCountry(value)) {
            errors.add(name, FieldError.Constraint.format("iso3166-1-alpha-2"), "must be an ISO 3166-1 alpha-2 country code such as PH");
            return null;
        }
        return value;
    }

    static String currency(String name, String value, FieldErrors errors) {
        if (absent(value)) {
            return null;
        }
        if (!Codes.isCurrency(value)) {
            errors.add(name, FieldError.Constraint.format("iso4217"), "must be an ISO 4217 currency code such as PHP (or a crypto currency such as USDC)");
            return null;
        }
        return value;
    }

    /** {@code asc} or {@code desc}, {@code desc} when absent; true for descending. */
    static boolean descending(String value, FieldErrors errors) {
        return !QueryParams.ascending(absent(value) ? null : value, errors);
    }

    static Boolean bool(String name, String value, FieldErrors errors) {
        return QueryParams.bool(name, absent(value) ? null : value, errors);
    }

    static int limit(String value, FieldErrors errors) {
        Long n = QueryParams.integer("limit", value, 1, PageRequest.MAX_LIMIT, errors);
        return n == null ? PageRequest.DEFAULT_LIMIT : n.intValue();
    }

    static NameCursor cursor(String value, String list, boolean descending, FieldErrors errors) {
        if (absent(value)) {
            return null;
        }
        NameCursor c = NameCursor.decode(value, list, descending).orElse(null);
        if (c == null) {
            errors.add("cursor", "is not a cursor this list returned for this sortOrder; pass nextCursor from the previous page");
        }
        return c;
    }

    private static boolean absent(String value) {
        return value == null || value.isEmpty();
    }
}
