package net.ccpay.gateway.proxy;

import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.gateway.GatewayJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Writes the platform's error envelope {status, code, message} from the gateway. */
public final class Envelope {

    private Envelope() {}

    public static void write(HttpServletResponse resp, int status, String code, String message) throws IOException {
        byte[] body = GatewayJson.PROVIDER.createObjectBuilder()
                .add("status", status).add("code", code).add("message", message)
                .build().toString().getBytes(StandardCharsets.UTF_8);
        resp.setStatus(status);
        resp.setContentType("application/json");
        resp.setContentLength(body.length);
        resp.getOutputStream().write(body);
    }
}
