package net.ccpay.common.web;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;

import java.util.logging.Level;
import java.util.logging.Logger;

/** Last resort: log the detail on the server, tell the client only that something failed. */
@Provider
public class CatchAllExceptionMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(CatchAllExceptionMapper.class.getName());

    @Override
    public Response toResponse(Throwable e) {
        LOG.log(Level.SEVERE, "Unhandled error [corr=" + RequestContext.correlationId() + "]", e);
        return ApiExceptionMapper.envelope(ApiError.of(500, ErrorCode.INTERNAL_ERROR,
                "Internal error; the platform logged it under correlation id " + RequestContext.correlationId()));
    }
}
