package net.ccpay.common.web;

import jakarta.json.bind.JsonbException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;

/** A body that is not JSON, or not of the expected shape, is the client's error: 400, never 500. */
@Provider
public class JsonbExceptionMapper implements ExceptionMapper<JsonbException> {
    @Override
    public Response toResponse(JsonbException e) {
        return ApiExceptionMapper.envelope(ApiError.of(400, ErrorCode.INVALID_INPUT,
                "The request body could not be read; check that it is valid JSON of the documented shape"));
    }
}
