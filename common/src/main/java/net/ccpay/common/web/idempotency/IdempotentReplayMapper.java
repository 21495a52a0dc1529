package net.ccpay.common.web.idempotency;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** Answers a replayed request with the first answer's exact status, content type and bytes. */
@Provider
public class IdempotentReplayMapper implements ExceptionMapper<IdempotentReplay> {
    @Override
    public Response toResponse(IdempotentReplay e) {
        return e.answer().toResponse(true);
    }
}
