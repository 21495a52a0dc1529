package net.ccpay.gateway.proxy;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.gateway.GatewayJson;
import net.ccpay.gateway.auth.BasicCredentials;
import net.ccpay.gateway.auth.Principal;
import net.ccpay.gateway.auth.TokenVerifier;
import net.ccpay.gateway.routing.Route;
import net.ccpay.gateway.routing.RouteTable;
import org.eclipse.microprofile.config.ConfigProvider;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The public API's front door, mounted at the version's base path. For each request, in order:
 * find the operation (404 unknown path, 405 known path with another method), authenticate
 * (401), check the body (413 size, 415 content type, 400 malformed JSON), then forward to the
 * owning service with the internal credential and the caller in internal headers, and relay
 * its answer. Services answer only requests that carry the internal credential.
 */
@WebServlet(urlPatterns = "/*", loadOnStartup = 1)
public class GatewayServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(GatewayServlet.class.getName());
    private static final Logger ACCESS = Logger.getLogger("net.ccpay.access");

    /** Client headers passed through to services; everything else (including X-Internal-*) is dropped. */
    private static final List<String> FORWARDED_REQUEST_HEADERS = List.of(
            "Content-Type", "Accept", "Idempotency-Key", "Request-Id", "Platform-Wallet-Signature", "Grid-Wallet-Signature");
    private static final List<String> FORWARDED_RESPONSE_HEADERS = List.of(
            "Location", "Retry-After", "Request-Id", "Idempotent-Replayed", "Content-Disposition", "X-Should-Retry");
    private static final Set<String> MULTIPART_OPERATIONS = Set.of("uploadDocument", "replaceDocument", "uploadCustomersCsv");

    private transient RouteTable routes;
    private transient GatewaySettings settings;
    private transient HttpClient http;
    private transient TokenVerifier tokens;
    private transient Upstream upstream;
    private transient Map<String, URI> serviceBases;

    @Override
    public void init() throws ServletException {
        try (InputStream in = GatewayServlet.class.getResourceAsStream("/routes.tsv")) {
            routes = RouteTable.load(in);
        } catch (IOException e) {
            throw new ServletException("routes.tsv missing from the gateway", e);
        }
        settings = GatewaySettings.from(ConfigProvider.getConfig(GatewayServlet.class.getClassLoader()));
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(java.time.Duration.ofSeconds(5)).build();
        serviceBases = new HashMap<>();
        for (Route r : routes.routes()) {
            serviceBases.computeIfAbsent(r.service(), settings::serviceBase);
        }
        serviceBases.computeIfAbsent("auth-service", settings::serviceBase);
        tokens = new TokenVerifier(http, serviceBases.get("auth-service"), settings.internalSecret(), settings.authCacheTtl());
        upstream = new Upstream(settings.upstreamTimeout(), settings.upstreamConnections());
        LOG.info("Gateway routing " + routes.routes().size() + " operations in " + settings.mode() + " mode to " + serviceBases);
    }

    @Override
    public void destroy() {
        tokens.close();
        try {
            upstream.close();
        } catch (IOException e) {
            LOG.log(Level.FINE, "closing the upstream client", e);
        }
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long t0 = System.nanoTime();
        String corr = UUID.randomUUID().toString();
        resp.setHeader("X-Correlation-Id", corr);
        String path = req.getPathInfo() == null ? "/" : req.getPathInfo();
        String method = req.getMethod().toUpperCase(Locale.ROOT);
        String outcome = "";
        try {
            outcome = handle(req, resp, method, path, corr);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "Gateway failure [corr=" + corr + "]", e);
            if (!resp.isCommitted()) {
                Envelope.write(resp, 500, "INTERNAL_ERROR", "Internal error; the platform logged it under correlation id " + corr);
            }
        } finally {
            if (ACCESS.isLoggable(Level.FINE)) {
                ACCESS.fine("corr=" + corr + " " + method + " " + path + " -> " + resp.getStatus() + outcome
                        + " in " + (System.nanoTime() - t0) / 1000 + "us");
            }
        }
    }

    private String handle(HttpServletRequest req, HttpServletResponse resp, String method, String path, String corr) throws IOException {
        RouteTable.Match match = routes.match(method, path);
        if (match.route() == null) {
            if (match.pathKnown()) {
                resp.setHeader("Allow", String.join(", ", match.allowedMethods()));
                Envelope.write(resp, 405, "METHOD_NOT_ALLOWED", method + " is not allowed on " + path + "; allowed: "
                        + String.join(", ", match.allowedMethods()));
            } else {
                Envelope.write(resp, 404, "REFERENCE_NOT_FOUND", "No operation at " + path + "; paths are relative to /grid/2025-10-13");
            }
            return "";
        }
        Route route = match.route();

        Optional<Principal> principal = authenticate(req, resp, route, corr);
        if (principal.isEmpty()) {
            return "";
        }

        byte[] body = readBody(req, resp, route);
        if (body == null) {
            return "";
        }
        forward(req, resp, route, principal.get(), body, corr);
        return " (" + route.service() + ")";
    }

    private Optional<Principal> authenticate(HttpServletRequest req, HttpServletResponse resp, Route route, String corr) throws IOException {
        if (route.auth() == Route.Auth.NONE) {
            return Optional.of(Principal.anonymous());
        }
        String header = req.getHeader("Authorization");
        if (route.auth() == Route.Auth.BEARER) {
            unauthorized(resp, "Bearer",
                    "This operation takes an agent access token (Authorization: Bearer ...); agent tokens are not available in this version yet");
            return Optional.empty();
        }
        if (header == null || header.isBlank()) {
            unauthorized(resp, "Basic", "Missing credentials: send HTTP Basic with your API token id and client secret");
            return Optional.empty();
        }
        if (java.util.Collections.list(req.getHeaders("Authorization")).size() > 1) {
            unauthorized(resp, "Basic", "Send exactly one Authorization header");
            return Optional.empty();
        }
        Optional<BasicCredentials> creds = BasicCredentials.parse(header);
        if (creds.isEmpty()) {
            unauthorized(resp, "Basic", "Malformed Authorization header: expected 'Basic base64(<token id>:<client secret>)'");
            return Optional.empty();
        }
        try {
            Optional<Principal> p = tokens.verify(creds.get(), corr);
            if (p.isEmpty()) {
                unauthorized(resp, "Basic", "Invalid API credentials");
            }
            return p;
        } catch (TokenVerifier.Unavailable e) {
            LOG.warning("Cannot verify credentials [corr=" + corr + "]: " + e.getMessage());
            resp.setHeader("Retry-After", "5");
            Envelope.write(resp, 503, "SERVICE_UNAVAILABLE", "Credentials cannot be checked right now; retry shortly");
            return Optional.empty();
        }
    }

    private static void unauthorized(HttpServletResponse resp, String scheme, String message) throws IOException {
        resp.setHeader("WWW-Authenticate", scheme + " realm=\"platform\"");
        Envelope.write(resp, 401, "UNAUTHORIZED", message);
    }

    /** Reads and checks the body; answers the error itself and returns null when it is unacceptable. */
    private byte[] readBody(HttpServletRequest req, HttpServletResponse resp, Route route) throws IOException {
        boolean multipartOp = MULTIPART_OPERATIONS.contains(route.operationId());
        long limit = multipartOp ? settings.maxMultipartBytes() : settings.maxJsonBytes();
        long declared = req.getContentLengthLong();
        if (declared > limit) {
            Envelope.write(resp, 413, "PAYLOAD_TOO_LARGE", "Request body larger than " + limit + " bytes");
            return null;
        }
        byte[] body = req.getInputStream().readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE));
        if (body.length > limit) {
            Envelope.write(resp, 413, "PAYLOAD_TOO_LARGE", "Request body larger than " + limit + " bytes");
            return null;
        }
        if (body.length == 0) {
            return body;
        }
        String type = req.getContentType() == null ? "" : req.getContentType().toLowerCase(Locale.ROOT);
        boolean json = type.startsWith("application/json");
        boolean multipart = type.startsWith("multipart/form-data");
        if (multipartOp ? !multipart : !json) {
            Envelope.write(resp, 415, "UNSUPPORTED_MEDIA_TYPE", "Content-Type '" + (type.isEmpty() ? "(none)" : type)
                    + "' is not accepted here; send " + (multipartOp ? "multipart/form-data" : "application/json"));
            return null;
        }
        if (json && !isWellFormedJson(body)) {
            Envelope.write(resp, 400, "INVALID_INPUT", "The request body is not well-formed JSON");
            return null;
        }
        return body;
    }

    static boolean isWellFormedJson(byte[] body) {
        try (JsonParser p = GatewayJson.PROVIDER.createParser(new ByteArrayInputStream(body))) {
            int depth = 0;
            boolean seen = false;
            while (p.hasNext()) {
                JsonParser.Event e = p.next();
                if (seen && depth == 0) {
                    return false;
                }
                switch (e) {
                    case START_OBJECT, START_ARRAY -> depth++;
                    case END_OBJECT, END_ARRAY -> depth--;
                    default -> { }
                }
                seen = true;
            }
            return seen;
        } catch (JsonException e) {
            return false;
        }
    }

    private void forward(HttpServletRequest req, HttpServletResponse resp, Route route, Principal principal, byte[] body, String corr)
            throws IOException {
        // Forward the raw (still percent-encoded) path so ids and UMA addresses arrive exactly as sent.
        String rawPath = req.getRequestURI().substring(req.getContextPath().length());
        String query = req.getQueryString();
        URI target = URI.create(serviceBases.get(route.service()) + rawPath.substring(1) + (query == null ? "" : "?" + query));
        Map<String, String> headers = new HashMap<>();
        for (String h : FORWARDED_REQUEST_HEADERS) {
            String v = req.getHeader(h);
            if (v != null && !"Content-Type".equals(h)) {
                headers.put(h, v);
            }
        }
        headers.put("X-Internal-Auth", settings.internalSecret());
        headers.put("X-Correlation-Id", corr);
        headers.put("X-Principal-Type", principal.type());
        headers.put("X-Principal-Id", principal.id());
        if (principal.customerId() != null) {
            headers.put("X-Principal-Customer", principal.customerId());
        }
        Upstream.Answer res;
        try {
            res = upstream.send(req.getMethod(), target, headers, body, req.getContentType());
        } catch (IOException e) {
            LOG.warning("Upstream " + route.service() + " unreachable [corr=" + corr + "]: " + e.getClass().getSimpleName());
            resp.setHeader("Retry-After", "5");
            Envelope.write(resp, 503, "SERVICE_UNAVAILABLE", route.service() + " is not reachable right now; retry shortly");
            return;
        }
        resp.setStatus(res.status());
        String type = res.headers().get("content-type");
        if (type != null) {
            resp.setContentType(type);
        }
        for (String h : FORWARDED_RESPONSE_HEADERS) {
            String v = res.headers().get(h.toLowerCase(Locale.ROOT));
            if (v != null) {
                resp.setHeader(h, v);
            }
        }
        resp.setContentLength(res.body().length);
        resp.getOutputStream().write(res.body());
    }
}
