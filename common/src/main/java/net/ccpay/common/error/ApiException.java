package net.ccpay.common.error;

import java.util.List;
import java.util.Map;

/**
 * Parent of every failure a client may see. The status and code come from the brief's error tables;
 * the message is written for the client and never carries a library message, secret or stack trace.
 */
public class ApiException extends RuntimeException {

    private final int status;
    private final String code;
    private final transient Map<String, Object> details;

    public ApiException(int status, String code, String message) {
        this(status, code, message, null);
    }

    public ApiException(int status, String code, String message, Map<String, Object> details) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.details = details;
    }

    public int status() { return status; }
    public String code() { return code; }
    public Map<String, Object> details() { return details; }

    /**
     * Whether a client should retry this failure as it is ({@code X-Should-Retry}); null leaves the
     * decision to the status (see {@code ApiExceptionMapper#shouldRetry}). Override for a status
     * whose meaning depends on the case, such as a 409 that only says "not yet".
     */
    public Boolean shouldRetry() {
        return null;
    }

    /** Seconds a client should wait before retrying ({@code Retry-After}), or null. */
    public Integer retryAfterSeconds() {
        return null;
    }

    public ApiError toError() {
        return new ApiError(status, code, getMessage(), details);
    }

    public static ApiException invalidInput(String message) {
        return new ApiException(400, ErrorCode.INVALID_INPUT, message);
    }

    /** A 400 INVALID_INPUT listing every invalid field at once in {@code details.errors}. */
    public static ApiException invalidFields(List<FieldError> errors) {
        String message = errors.size() == 1
                ? "Invalid field " + errors.get(0).field() + ": " + errors.get(0).message()
                : errors.size() + " fields are invalid; see details.errors";
        return new ApiException(400, ErrorCode.INVALID_INPUT, message, Map.of("errors", FieldErrors.toJson(errors)));
    }

    public static ApiException notFound(String code, String message) {
        return new ApiException(404, code, message);
    }

    public static ApiException notImplemented(String what) {
        return new ApiException(501, ErrorCode.NOT_IMPLEMENTED,
                what + " is not implemented in this version of the platform yet; see the README's list of missing operations");
    }
}
