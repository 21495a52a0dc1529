package net.ccpay.gateway.proxy;

import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.common.error.ApiError;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Writes the platform's error envelope {status, code, message, details?} (common-wire's ApiError) from the gateway. */
public final class Envelope {

    private Envelope() {}

    public static void write(HttpServletResponse resp, int status, String code, String message) throws IOException {
        write(resp, ApiError.of(status, code, message));
    }

    public static void write(HttpServletResponse resp, ApiError error) throws IOException {
        byte[] body = error.toJson().toString().getBytes(StandardCharsets.UTF_8);
        resp.setStatus(error.status());
        resp.setContentType("application/json");
        resp.setContentLength(body.length);
        resp.getOutputStream().write(body);
    }
}
