package net.ccpay.common.error;

import java.util.Map;

/**
 * The one error body of the platform: {@code {status, code, message, details?}}, where
 * {@code status} always equals the HTTP status of the response.
 */
public record ApiError(int status, String code, String message, Map<String, Object> details) {

    public static ApiError of(int status, String code, String message) {
        return new ApiError(status, code, message, null);
    }
}
