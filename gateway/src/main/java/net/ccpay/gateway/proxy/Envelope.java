package net.ccpay.gateway.proxy;

import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.common.error.ApiError;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Writes the platform's error envelope {status, code, message, details?} (common-wire's ApiError) from the
 * gateway, with the same {@code X-Should-Retry} advice the services give (see common's
 * {@code ApiExceptionMapper}): the official SDK retries 409, 429 and 5xx unless told otherwise.
 */
public final class Envelope {

    private Envelope() {}

    public static void write(HttpServletResponse resp, int status, String code, String message) throws IOException {
        write(resp, ApiError.of(status, code, message));
    }

    public static void write(HttpServletResponse resp, ApiError error) throws IOException {
        byte[] body = error.toJson().toString().getBytes(StandardCharsets.UTF_8);
        int status = error.status();
        resp.setStatus(status);
        if (status == 429 || status == 502 || status == 503 || status == 504) {
            resp.setHeader("X-Should-Retry", "true");
        } else if (status != 500) {
            resp.setHeader("X-Should-Retry", "false");
        }
        resp.setContentType("application/json");
        resp.setContentLength(body.length);
        resp.getOutputStream().write(body);
    }
}
