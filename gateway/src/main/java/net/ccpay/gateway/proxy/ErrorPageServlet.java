package net.ccpay.gateway.proxy;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;

import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The gateway's error page (WEB-INF/web.xml): errors the web container raises itself, before or
 * around {@link GatewayServlet} (a request for {@code /WEB-INF/...}, a path it cannot map, an
 * exception that escaped), become the envelope instead of Liberty's HTML page. Nothing of the
 * exception reaches the client; it is logged. Asked for directly, it is an unknown path.
 */
@WebServlet(urlPatterns = ErrorPageServlet.PATH)
public class ErrorPageServlet extends HttpServlet {

    static final String PATH = "/_error";
    private static final Logger LOG = Logger.getLogger(ErrorPageServlet.class.getName());

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Object status = req.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        Object thrown = req.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        if (thrown instanceof Throwable t) {
            LOG.log(Level.SEVERE, "Error raised by the web container for " + req.getAttribute(RequestDispatcher.ERROR_REQUEST_URI), t);
        }
        resp.resetBuffer();
        Envelope.write(resp, envelopeFor(status instanceof Integer i ? i : 404));
    }

    static ApiError envelopeFor(int status) {
        return switch (status) {
            case 400 -> ApiError.of(400, ErrorCode.INVALID_INPUT, "The request is malformed");
            case 401 -> ApiError.of(401, ErrorCode.UNAUTHORIZED, "Missing or invalid credentials");
            case 403, 404 -> ApiError.of(404, ErrorCode.REFERENCE_NOT_FOUND, "No operation at this path; paths are relative to /grid/2025-10-13");
            case 405 -> ApiError.of(405, ErrorCode.METHOD_NOT_ALLOWED, "This method is not allowed here");
            case 413 -> ApiError.of(413, ErrorCode.PAYLOAD_TOO_LARGE, "The request is too large");
            case 415 -> ApiError.of(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Unsupported Content-Type");
            case 503 -> ApiError.of(503, ErrorCode.SERVICE_UNAVAILABLE, "The platform is not available right now; retry shortly");
            default -> status >= 400 && status < 500
                    ? ApiError.of(400, ErrorCode.INVALID_INPUT, "The request is malformed")
                    : ApiError.of(500, ErrorCode.INTERNAL_ERROR, "Internal error");
        };
    }
}
