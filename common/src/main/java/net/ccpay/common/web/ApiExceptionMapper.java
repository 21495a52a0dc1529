package net.ccpay.common.web;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ApiException;

/**
 * Turns the platform's own exceptions into the error envelope, and tells clients whether a retry
 * can help. The official SDK retries every 409, 429 and 5xx unless the answer says
 * {@code X-Should-Retry}, so every error says it: {@code true} for 429 and 502-504 (and for
 * exceptions that say so, such as an idempotency key still in progress), {@code false} for the other
 * 4xx and for 501. A 500 carries no advice: it rolls back everything, so the SDK's default retry is
 * safe, and it may have been transient.
 */
@Provider
public class ApiExceptionMapper implements ExceptionMapper<ApiException> {

    public static final String SHOULD_RETRY = "X-Should-Retry";

    @Override
    public Response toResponse(ApiException e) {
        Response.ResponseBuilder b = builder(e.toError(), e.shouldRetry());
        if (e.retryAfterSeconds() != null) {
            b.header("Retry-After", e.retryAfterSeconds().toString());
        }
        return b.build();
    }

    public static Response envelope(ApiError error) {
        return builder(error, null).build();
    }

    private static Response.ResponseBuilder builder(ApiError error, Boolean retry) {
        Response.ResponseBuilder b = Response.status(error.status()).type(MediaType.APPLICATION_JSON_TYPE).entity(error);
        Boolean advice = retry != null ? retry : shouldRetry(error.status());
        if (advice != null) {
            b.header(SHOULD_RETRY, advice.toString());
        }
        return b;
    }

    /** The retry advice for an error status: true, false, or null for none. */
    public static Boolean shouldRetry(int status) {
        if (status == 429 || status == 502 || status == 503 || status == 504) {
            return Boolean.TRUE;
        }
        if (status == 500 || status < 400) {
            return null;
        }
        return Boolean.FALSE;
    }
}
