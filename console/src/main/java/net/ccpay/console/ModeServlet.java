package net.ccpay.console;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.microprofile.config.ConfigProvider;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code GET /console/mode}: {"mode":"sandbox"} or {"mode":"production"}, read from the same
 * MicroProfile Config property the services read ({@code platform.mode}, i.e. {@code PLATFORM_MODE};
 * the services' default is sandbox). The console shows its sandbox actions only in sandbox mode.
 * No credentials needed: the mode is no secret, and the login page needs it first.
 */
@WebServlet("/mode")
public class ModeServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse res) throws IOException {
        String mode = ConfigProvider.getConfig().getOptionalValue("platform.mode", String.class).orElse("sandbox").trim();
        // anything but an explicit "sandbox" counts as production: the sandbox actions stay hidden
        String shown = "sandbox".equalsIgnoreCase(mode) ? "sandbox" : "production";
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        res.setHeader("Cache-Control", "no-store");
        res.getOutputStream().write(("{\"mode\":\"" + shown + "\"}").getBytes(StandardCharsets.UTF_8));
    }
}
