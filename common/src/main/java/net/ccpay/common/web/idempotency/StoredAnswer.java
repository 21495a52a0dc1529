package net.ccpay.common.web.idempotency;

import jakarta.ws.rs.core.Response;

/** The first answer to an idempotent request, kept byte for byte so that a replay is exact. */
record StoredAnswer(int status, String contentType, byte[] body) {

    static final String REPLAYED_HEADER = "Idempotent-Replayed";

    Response toResponse(boolean replay) {
        Response.ResponseBuilder b = Response.status(status);
        if (body.length > 0) {
            b.entity(body).type(contentType);
        }
        if (replay) {
            b.header(REPLAYED_HEADER, "true");
        }
        return b.build();
    }
}
