package net.ccpay.common.web;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ApiException;

/** Turns the platform's own exceptions into the error envelope. */
@Provider
public class ApiExceptionMapper implements ExceptionMapper<ApiException> {

    @Override
    public Response toResponse(ApiException e) {
        return envelope(e.toError());
    }

    public static Response envelope(ApiError error) {
        return Response.status(error.status()).type(MediaType.APPLICATION_JSON_TYPE).entity(error).build();
    }
}
