package net.ccpay.common.error;

import java.util.List;
import java.util.Map;

/**
 * A rule of the domain refuses one or more fields of the request (a customer id that names nobody, an
 * address that is not one): INVALID_INPUT listing every field in {@code details.errors}, as the edge's
 * own validation does.
 */
public class InvalidFields extends DomainException {

    public InvalidFields(List<FieldError> errors) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message(errors), Map.of("errors", FieldErrors.toJson(errors)));
    }

    /** The same with a {@code details.reason} naming why, for clients that branch on it. */
    public InvalidFields(List<FieldError> errors, String reason) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message(errors), Map.of("errors", FieldErrors.toJson(errors), "reason", reason));
    }

    private static String message(List<FieldError> errors) {
        return errors.size() == 1 ? "Invalid field " + errors.get(0).field() + ": " + errors.get(0).message()
                : errors.size() + " fields are invalid; see details.errors";
    }

    public static InvalidFields of(String field, String message) {
        return new InvalidFields(List.of(FieldError.of(field, message)));
    }
}
