package net.ccpay.common.web;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.DomainException;

/** The one place a domain failure's kind becomes the HTTP status of the error envelope, in every service. */
@Provider
public class DomainExceptionMapper implements ExceptionMapper<DomainException> {

    @Override
    public Response toResponse(DomainException e) {
        Response envelope = ApiExceptionMapper.envelope(toError(e));
        if (e.retryAfterSeconds() == null) {
            return envelope;
        }
        return Response.fromResponse(envelope).header("Retry-After", e.retryAfterSeconds().toString()).build();
    }

    public static ApiError toError(DomainException e) {
        int status = status(e.kind());
        Object reason = status == 401 && e.details() != null ? e.details().get("reason") : null;
        return new ApiError(status, e.code(), e.getMessage(), reason instanceof String r ? r : null, e.details());
    }

    public static int status(DomainException.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case UNAUTHORIZED -> 401;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case GONE -> 410;
            case PRECONDITION_FAILED -> 412;
            case UNPROCESSABLE -> 422;
            case LOCKED -> 423;
            case RATE_LIMITED -> 429;
            case DEPENDENCY_FAILED -> 424;
            case NOT_IMPLEMENTED -> 501;
            case UNAVAILABLE -> 503;
        };
    }
}
