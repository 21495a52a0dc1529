package net.ccpay.common.error;

import jakarta.json.bind.annotation.JsonbPropertyOrder;

import java.util.Map;

/**
 * The one error body of the platform: {@code {status, code, message, details?}}, where
 * {@code status} always equals the HTTP status of the response.
 */
@JsonbPropertyOrder({"status", "code", "message", "details"})
public record ApiError(int status, String code, String message, Map<String, Object> details) {

    public static ApiError of(int status, String code, String message) {
        return new ApiError(status, code, message, null);
    }
}
