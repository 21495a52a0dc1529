package net.ccpay.common.error;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import net.ccpay.common.json.JsonP;

import java.util.Map;

/**
 * The one error body of the platform: {@code {status, code, message, details?}}, where
 * {@code status} always equals the HTTP status of the response. A 401 that names the failed check
 * also carries it as a top-level {@code reason} (the brief's 401 UNAUTHORIZED body), besides
 * {@code details.reason}; other errors have none (null is not written).
 */
@JsonbPropertyOrder({"status", "code", "message", "reason", "details"})
public record ApiError(int status, String code, String message, String reason, Map<String, Object> details) {

    public ApiError(int status, String code, String message, Map<String, Object> details) {
        this(status, code, message, null, details);
    }

    public static ApiError of(int status, String code, String message) {
        return new ApiError(status, code, message, null, null);
    }

    /** The envelope as JSON-P, for writers without JSON-B (the gateway's servlet). */
    public JsonObject toJson() {
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("status", status).add("code", code).add("message", message);
        if (reason != null) {
            b.add("reason", reason);
        }
        if (details != null) {
            b.add("details", JsonP.createObjectBuilder(details));
        }
        return b.build();
    }
}
