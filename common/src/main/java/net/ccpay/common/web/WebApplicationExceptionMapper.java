package net.ccpay.common.web;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Maps the JAX-RS runtime's own failures to the envelope, without echoing their messages
 * (they can quote request content).
 *
 * <p>The gateway forwards only operations of the public contract (it answers 404 and 405 itself
 * for anything else). So when a service finds no resource method for a forwarded request
 * (JAX-RS 404 or 405), the operation is one this service does not implement yet: 501
 * NOT_IMPLEMENTED. A genuinely unknown id is an {@code ApiException} with its own 404 code.
 */
@Provider
public class WebApplicationExceptionMapper implements ExceptionMapper<WebApplicationException> {

    private static final Logger LOG = Logger.getLogger(WebApplicationExceptionMapper.class.getName());

    @Context
    HttpHeaders headers;

    @Override
    public Response toResponse(WebApplicationException e) {
        ApiError error;
        if (e instanceof NotFoundException && e.getCause() != null) {
            // a query or path parameter that did not convert to its Java type: JAX-RS says 404, the client sent bad input
            error = ApiError.of(400, ErrorCode.INVALID_INPUT, "A query or path parameter could not be read; check its type and format");
        } else if (e instanceof NotFoundException || e instanceof NotAllowedException) {
            error = ApiError.of(501, ErrorCode.NOT_IMPLEMENTED,
                    "This operation is not implemented in this version of the platform yet; see the README's list of missing operations");
        } else if (e instanceof NotSupportedException && headers != null && headers.getHeaderString(HttpHeaders.CONTENT_TYPE) == null) {
            // The gateway forwards a body only with its media type, so no Content-Type here means no body
            // (whatever Content-Type the client sent with it): a missing body, not an unsupported one.
            error = ApiError.of(400, ErrorCode.INVALID_INPUT, "This operation needs a JSON request body");
        } else if (e instanceof NotSupportedException) {
            error = ApiError.of(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Unsupported Content-Type; send application/json");
        } else if (e instanceof NotAcceptableException) {
            error = ApiError.of(406, ErrorCode.NOT_ACCEPTABLE, "This operation cannot answer in a media type the Accept header allows; accept application/json (or */*)");
        } else if (e instanceof BadRequestException || isJsonProblem(e)) {
            if (e.getCause() != null) {
                JsonBodies.unreadable(e.getCause());
            }
            error = ApiError.of(400, ErrorCode.INVALID_INPUT, "The request body or a parameter could not be read; check that it is valid JSON of the documented shape");
        } else {
            int status = e.getResponse() == null ? 500 : e.getResponse().getStatus();
            if (status >= 500) {
                LOG.log(Level.SEVERE, "Unhandled server error", e);
                error = ApiError.of(500, ErrorCode.INTERNAL_ERROR, "Internal error; the platform logged it with the request's correlation id");
            } else {
                error = ApiError.of(status, status == 401 ? ErrorCode.UNAUTHORIZED : ErrorCode.INVALID_INPUT, "Request rejected (" + status + ")");
            }
        }
        return ApiExceptionMapper.envelope(error);
    }

    /**
     * A body the runtime's reader could not parse. Its JSON-P reader wraps a parser failure that is not a
     * {@code JsonException} (Parsson's refusal of a number too long) in a plain 500 WebApplicationException:
     * that is still the client's body, so a 400 (normally {@link JsonBodyReader} reads JSON-P bodies first).
     */
    static boolean isJsonProblem(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ProcessingException) {
                return true;
            }
        }
        return JsonBodies.isParseFailure(e);
    }
}
