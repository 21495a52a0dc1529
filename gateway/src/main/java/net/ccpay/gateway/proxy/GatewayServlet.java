package net.ccpay.gateway.proxy;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.internal.InternalCredentials;
import net.ccpay.common.ops.AdminCenterNotice;
import net.ccpay.common.ops.LogContext;
import net.ccpay.common.ops.TraceContext;
import net.ccpay.gateway.auth.AgentTokenVerifier;
import net.ccpay.gateway.auth.AuthThrottle;
import net.ccpay.gateway.auth.BasicCredentials;
import net.ccpay.gateway.auth.BearerToken;
import net.ccpay.gateway.auth.TokenVerifier;
import net.ccpay.gateway.routing.CanonicalPath;
import net.ccpay.gateway.routing.Route;
import net.ccpay.gateway.routing.RouteTable;
import net.ccpay.gateway.upstream.ServiceCopies;
import net.ccpay.gateway.upstream.Upstream;
import org.eclipse.microprofile.config.ConfigProvider;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.time.Instant;
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
 * accept the path only in canonical form (400), find the operation (404 unknown path, 405 known
 * path with another method; compared case-sensitively, though Liberty's HTTP channel has already
 * turned any spelling of a standard method into its upper-case name), authenticate (HTTP Basic on the
 * platform's operations, an agent's Bearer token on the agent's; 429 after too many Basic failures, 401,
 * 403 for a paused agent), authorize (403 without the operation's permission), check the body (413 size,
 * 415 content type, 400 malformed multipart or JSON), then forward exactly the path it authorized
 * to the owning service with a short-lived internal credential naming the caller, and relay the
 * answer. Services answer only requests that carry a valid internal credential for them.
 */
@WebServlet(urlPatterns = "/*", loadOnStartup = 1)
public class GatewayServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(GatewayServlet.class.getName());
    /** How long the readiness prober waits for a copy's answer before counting it down. */
    private static final java.time.Duration PROBE_TIMEOUT = java.time.Duration.ofSeconds(2);
    private static final Logger ACCESS = Logger.getLogger("net.ccpay.access");

    /** Client headers passed through to services; everything else (including X-Internal-*) is dropped. */
    private static final List<String> FORWARDED_REQUEST_HEADERS = List.of(
            "Content-Type", "Accept", "Idempotency-Key", "Request-Id", "Platform-Wallet-Signature", "Grid-Wallet-Signature");
    /** Service headers relayed to the client: the API's, and the security headers of a page a browser opens (the card reveal page). */
    private static final List<String> FORWARDED_RESPONSE_HEADERS = List.of(
            "Location", "Retry-After", "Request-Id", "Idempotent-Replayed", "Content-Disposition", "X-Should-Retry",
            "Content-Security-Policy", "Cache-Control", "Pragma", "Referrer-Policy", "X-Content-Type-Options");
    private static final Set<String> MULTIPART_OPERATIONS = Set.of("uploadDocument", "replaceDocument", "uploadCustomersCsv");

    private transient RouteTable routes;
    private transient GatewaySettings settings;
    private transient TokenVerifier tokens;
    private transient AgentTokenVerifier agentTokens;
    private transient InternalCredentials credentials;
    private transient AuthThrottle failuresByAddress;
    /** Failures per (token id, client address): wrong secrets from one address never lock the token out elsewhere. */
    private transient AuthThrottle failuresByTokenAtAddress;
    private transient net.ccpay.gateway.auth.ClientAddress clientAddress;
    private transient Upstream upstream;
    /** Copies of a service in this same server: reached with a cross-context forward instead of HTTP. */
    private transient Map<String, URI> serviceBases;
    private transient Map<String, ServiceCopies> copies;
    /** The container's executors: credential renewals run on one, the copies' readiness probe on the other. */
    @jakarta.annotation.Resource
    transient jakarta.enterprise.concurrent.ManagedExecutorService executor;
    @jakarta.annotation.Resource
    transient jakarta.enterprise.concurrent.ManagedScheduledExecutorService scheduler;
    private transient java.util.concurrent.ScheduledFuture<?> prober;
    /** A CDI bean: it also gives the gateway a CDI deployment, which the metric registry is looked up from. */
    @jakarta.inject.Inject
    transient GatewayMetrics metrics;

    /** Request attribute: the operation id the request matched (for its metrics). */
    private static final String OPERATION = "net.ccpay.gateway.operation";

    @Override
    public void init() throws ServletException {
        try (InputStream in = GatewayServlet.class.getResourceAsStream("/routes.tsv")) {
            routes = RouteTable.load(in);
        } catch (IOException e) {
            throw new ServletException("routes.tsv missing from the gateway", e);
        }
        settings = GatewaySettings.from(ConfigProvider.getConfig(GatewayServlet.class.getClassLoader()));
        upstream = new Upstream(settings.upstreamTimeout(), settings.upstreamConnections());
        serviceBases = new HashMap<>();
        for (Route r : routes.routes()) {
            serviceBases.computeIfAbsent(r.service(), settings::serviceBase);
        }
        serviceBases.computeIfAbsent("auth-service", settings::serviceBase);
        copies = new HashMap<>();
        for (String service : serviceBases.keySet()) {
            copies.put(service, new ServiceCopies(settings.serviceBases(service), settings.singleUrlAttempts(), System::nanoTime));
        }
        if (copies.values().stream().anyMatch(ServiceCopies::several)) {
            prober = scheduler.scheduleWithFixedDelay(this::probe, 0, 2, java.util.concurrent.TimeUnit.SECONDS);
        }
        net.ccpay.common.ops.Spans.init();
        credentials = new InternalCredentials(settings.internalSecret(), "gateway");
        tokens = new TokenVerifier(upstream, copies.get("auth-service"),
                () -> credentials.issue(Caller.service("gateway"), "auth-service", Instant.now()), settings.authCacheTtl(), executor,
                com.github.benmanes.caffeine.cache.Ticker.systemTicker());
        failuresByAddress = new AuthThrottle(settings.authFailuresPerAddress(), settings.authFailureWindow(), System::nanoTime);
        failuresByTokenAtAddress = new AuthThrottle(settings.authFailuresPerToken(), settings.authFailureWindow(), System::nanoTime);
        clientAddress = net.ccpay.gateway.auth.ClientAddress.trusting(settings.trustedProxies());
        agentTokens = new AgentTokenVerifier(upstream, copies.get("auth-service"),
                () -> credentials.issue(Caller.service("gateway"), "auth-service", Instant.now()));
        LOG.info("Gateway routing " + routes.routes().size() + " operations in " + settings.mode() + " mode to " + serviceBases);
        AdminCenterNotice.logOnce(LOG);
    }

    /**
     * Every copy of a service that has several: up when its application answers (with the correlation id
     * echoed; the readiness endpoint lives on a health port the gateway does not know), down otherwise.
     */
    private void probe() {
        for (ServiceCopies pool : copies.values()) {
            if (!pool.several()) {
                continue;
            }
            for (URI base : pool.bases()) {
                boolean ready;
                String probeId = "probe-" + UUID.randomUUID();
                try {
                    // the application itself answers (any status) with the correlation id echoed: it is running
                    ready = probeId.equals(upstream.send("GET", base, Map.of("X-Correlation-Id", probeId), new byte[0], null, PROBE_TIMEOUT)
                            .headers().get("x-correlation-id"));
                } catch (IOException e) {
                    ready = false;
                }
                boolean was = pool.isUp(base);
                if (ready) {
                    pool.up(base);
                } else {
                    pool.down(base);
                }
                if (was != ready) {
                    LOG.warning("Copy " + base + " is " + (ready ? "ready again: requests go to it" : "not ready: no requests go to it"));
                }
            }
        }
    }

    @Override
    public void destroy() {
        if (prober != null) {
            prober.cancel(true);
        }
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
        LogContext.set(corr);
        String path = rawPath(req);
        String method = req.getMethod();
        String outcome = "";
        try {
            outcome = handle(req, resp, method, path, corr);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "Gateway failure [corr=" + corr + "]", e);
            if (!resp.isCommitted()) {
                Envelope.write(resp, 500, "INTERNAL_ERROR", "Internal error; the platform logged it under correlation id " + corr);
            }
        } finally {
            long nanos = System.nanoTime() - t0;
            metrics.request((String) req.getAttribute(OPERATION), resp.getStatus(), nanos);
            if (ACCESS.isLoggable(Level.FINE)) {
                ACCESS.fine("gateway corr=" + corr + " " + method + " " + path + " -> " + resp.getStatus() + outcome
                        + " in " + nanos / 1000 + "us");
            }
            LogContext.clear();
            TraceContext.clear();
        }
    }

    private String handle(HttpServletRequest req, HttpServletResponse resp, String method, String rawPath, String corr) throws IOException {
        CanonicalPath path = canonicalPath(resp, rawPath);
        if (path == null) {
            return "";
        }
        Route route = route(resp, method, path);
        if (route == null) {
            return "";
        }
        req.setAttribute(OPERATION, route.operationId());
        Optional<Caller> caller = authenticate(req, resp, route, corr);
        if (caller.isEmpty() || !authorize(resp, route, caller.get())) {
            return "";
        }
        if (!singleValued(req, resp)) {
            return "";
        }
        byte[] body = readBody(req, resp, route);
        if (body == null) {
            return "";
        }
        return " (" + route.service() + ", " + forward(req, resp, route, path, caller.get(), body, corr) + ")";
    }

    /** The path after the context root exactly as the client sent it, still percent-encoded. */
    private static String rawPath(HttpServletRequest req) {
        String uri = req.getRequestURI();
        String context = req.getContextPath();
        return uri.startsWith(context) ? uri.substring(context.length()) : uri;
    }

    private static CanonicalPath canonicalPath(HttpServletResponse resp, String rawPath) throws IOException {
        try {
            return CanonicalPath.of(rawPath);
        } catch (CanonicalPath.NotCanonical e) {
            Envelope.write(resp, 400, ErrorCode.INVALID_INPUT, "The request path is not in canonical form: " + e.getMessage());
            return null;
        }
    }

    private Route route(HttpServletResponse resp, String method, CanonicalPath path) throws IOException {
        RouteTable.Match match = routes.match(method, path.decoded());
        if (match.route() != null) {
            return match.route();
        }
        if (match.pathKnown()) {
            String allowed = String.join(", ", match.allowedMethods());
            resp.setHeader("Allow", allowed);
            Envelope.write(resp, 405, ErrorCode.METHOD_NOT_ALLOWED, "This method is not allowed on this path; allowed: " + allowed);
        } else {
            Envelope.write(resp, 404, ErrorCode.REFERENCE_NOT_FOUND, "No operation at this path; paths are relative to /grid/2025-10-13");
        }
        return null;
    }

    /**
     * Each operation takes one scheme (routes.tsv): HTTP Basic (API tokens) on the platform's operations,
     * Bearer (an agent's access token) on the agent-scoped ones. The other scheme is refused with 401
     * and a challenge naming the right one, before anything is checked or forwarded.
     */
    private Optional<Caller> authenticate(HttpServletRequest req, HttpServletResponse resp, Route route, String corr) throws IOException {
        if (route.auth() == Route.Auth.NONE) {
            return Optional.of(Caller.anonymous());
        }
        String header = req.getHeader("Authorization");
        boolean agentRoute = route.auth() == Route.Auth.BEARER;
        if (header == null || header.isBlank()) {
            if (agentRoute) {
                unauthorized(resp, "Bearer", "Missing credentials: this operation takes the agent's access token (Authorization: Bearer <accessToken>)");
            } else {
                unauthorized(resp, "Basic", "Missing credentials: send HTTP Basic with your API token id and client secret");
            }
            return Optional.empty();
        }
        if (java.util.Collections.list(req.getHeaders("Authorization")).size() > 1) {
            unauthorized(resp, agentRoute ? "Bearer" : "Basic", "Send exactly one Authorization header");
            return Optional.empty();
        }
        if (agentRoute) {
            return authenticateAgent(resp, header, corr);
        }
        if (BearerToken.isBearer(header)) {
            unauthorized(resp, "Basic", "This operation takes API token credentials (HTTP Basic with your token id and client secret); "
                    + "an agent's access token (Bearer) works only on the agent operations under /agents/me");
            return Optional.empty();
        }
        Optional<BasicCredentials> creds = BasicCredentials.parse(header);
        if (creds.isEmpty()) {
            unauthorized(resp, "Basic", "Malformed Authorization header: expected 'Basic base64(<token id>:<client secret>)'");
            return Optional.empty();
        }
        return verify(req, resp, creds.get(), corr);
    }

    /**
     * An agent's access token, checked with auth-service on every request (no cache, so a paused or
     * deleted agent is stopped at its next request). A paused agent's valid token is 403 (it is known,
     * but may not act). Failures are not counted by the throttles: the token is 160 random bits, so
     * there is nothing to guess, and a check costs auth-service one indexed read, not a slow hash.
     */
    private Optional<Caller> authenticateAgent(HttpServletResponse resp, String header, String corr) throws IOException {
        if (BearerToken.isBasic(header)) {
            unauthorized(resp, "Bearer", "This operation takes the agent's access token (Authorization: Bearer <accessToken>); "
                    + "API token credentials (HTTP Basic) work only on the platform's operations");
            return Optional.empty();
        }
        Optional<BearerToken> token = BearerToken.parse(header);
        if (token.isEmpty()) {
            invalidAgentToken(resp, "Malformed Authorization header: expected 'Bearer <accessToken>' with the token the device code's redeem returned");
            return Optional.empty();
        }
        Optional<AgentTokenVerifier.Agent> agent;
        try {
            agent = agentTokens.verify(token.get(), corr);
        } catch (TokenVerifier.Unavailable e) {
            LOG.warning("Cannot verify an agent token [corr=" + corr + "]: " + e.getMessage());
            resp.setHeader("Retry-After", "5");
            Envelope.write(resp, 503, ErrorCode.SERVICE_UNAVAILABLE, "Credentials cannot be checked right now; retry shortly");
            return Optional.empty();
        }
        if (agent.isEmpty()) {
            invalidAgentToken(resp, "Invalid agent access token (unknown, or its agent was deleted)");
            return Optional.empty();
        }
        if (agent.get().paused()) {
            Envelope.write(resp, new ApiError(403, ErrorCode.FORBIDDEN, "Agent " + agent.get().agentId() + " is paused; the platform "
                    + "resumes it with PATCH /agents/{agentId} {\"isPaused\": false}", Map.of("reason", "AGENT_PAUSED")));
            return Optional.empty();
        }
        return Optional.of(agent.get().caller());
    }

    /** RFC 6750 section 3.1: a token that is malformed, unknown or revoked is {@code invalid_token}. */
    private static void invalidAgentToken(HttpServletResponse resp, String message) throws IOException {
        resp.setHeader("WWW-Authenticate", "Bearer realm=\"platform\", error=\"invalid_token\"");
        Envelope.write(resp, 401, ErrorCode.UNAUTHORIZED, message);
    }

    /**
     * Checks the credentials with auth-service. Failures are counted per client address and per (token id, client
     * address). While either count is over its budget, only credentials known to be right (verified moments ago,
     * or a secret auth-service has verified before) get through, without the slow hash; anything else is 429. So
     * failures from one address never lock a token out for its owner elsewhere, and a correct secret that was
     * used before still works from a throttled address.
     */
    private Optional<Caller> verify(HttpServletRequest req, HttpServletResponse resp, BasicCredentials creds, String corr) throws IOException {
        String client = clientAddress.of(req.getRemoteAddr(), java.util.Collections.list(req.getHeaders("X-Forwarded-For")));
        String pair = creds.clientId() + "\n" + client;
        long wait = Math.max(failuresByAddress.retryAfterSeconds(client), failuresByTokenAtAddress.retryAfterSeconds(pair));
        try {
            if (wait > 0) {
                Optional<Caller> known = tokens.verifyKnown(creds, corr);
                if (known.isEmpty()) {
                    metrics.rateLimited("auth_failures");
                    resp.setHeader("Retry-After", Long.toString(wait));
                    Envelope.write(resp, 429, ErrorCode.RATE_LIMITED, "Too many failed authentications from this address; retry after "
                            + wait + " seconds");
                }
                return known;
            }
            Optional<Caller> caller = tokens.verify(creds, corr);
            if (caller.isEmpty()) {
                failuresByAddress.failed(client);
                failuresByTokenAtAddress.failed(pair);
                unauthorized(resp, "Basic", "Invalid API credentials");
            }
            return caller;
        } catch (TokenVerifier.Unavailable e) {
            LOG.warning("Cannot verify credentials [corr=" + corr + "]: " + e.getMessage());
            resp.setHeader("Retry-After", "5");
            Envelope.write(resp, 503, ErrorCode.SERVICE_UNAVAILABLE, "Credentials cannot be checked right now; retry shortly");
            return Optional.empty();
        }
    }

    private static boolean authorize(HttpServletResponse resp, Route route, Caller caller) throws IOException {
        if (route.permission() == null || caller.has(route.permission())) {
            return true;
        }
        Envelope.write(resp, 403, ErrorCode.FORBIDDEN, "This API token lacks the " + route.permission() + " permission this operation needs");
        return false;
    }

    private static void unauthorized(HttpServletResponse resp, String scheme, String message) throws IOException {
        resp.setHeader("WWW-Authenticate", scheme + " realm=\"platform\"");
        Envelope.write(resp, 401, ErrorCode.UNAUTHORIZED, message);
    }

    /** Headers that mean one thing only once: two Idempotency-Keys or two different Content-Lengths are refused. */
    private static final List<String> SINGLE_VALUED = List.of("Idempotency-Key", "Content-Length", "Content-Type");

    private static boolean singleValued(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        for (String h : SINGLE_VALUED) {
            List<String> values = java.util.Collections.list(req.getHeaders(h));
            if (values.size() > 1 && ("Idempotency-Key".equals(h) || values.stream().distinct().count() > 1)) {
                Envelope.write(resp, 400, ErrorCode.INVALID_INPUT, "Send the " + h + " header once; this request has " + values.size());
                return false;
            }
        }
        return true;
    }

    /** Reads and checks the body; answers the error itself and returns null when it is unacceptable. */
    private byte[] readBody(HttpServletRequest req, HttpServletResponse resp, Route route) throws IOException {
        boolean multipartOp = MULTIPART_OPERATIONS.contains(route.operationId());
        long limit = multipartOp ? settings.maxMultipartBytes() : settings.maxJsonBytes();
        long declared = req.getContentLengthLong();
        if (declared > limit) {
            Envelope.write(resp, 413, ErrorCode.PAYLOAD_TOO_LARGE, "Request body larger than " + limit + " bytes");
            return null;
        }
        byte[] body = req.getInputStream().readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE));
        if (body.length > limit) {
            Envelope.write(resp, 413, ErrorCode.PAYLOAD_TOO_LARGE, "Request body larger than " + limit + " bytes");
            return null;
        }
        if (body.length == 0) {
            return body;
        }
        Optional<ApiError> refused = multipartOp
                ? BodyRules.checkMultipart(req.getContentType(), body)
                : BodyRules.checkJson(req.getContentType(), body);
        if (refused.isPresent()) {
            Envelope.write(resp, refused.get());
            return null;
        }
        return body;
    }

    /** Forwards the request over HTTP and relays the answer; returns the hop of the last attempt: "http", or "none" when none went out. */
    private String forward(HttpServletRequest req, HttpServletResponse resp, Route route, CanonicalPath path, Caller caller, byte[] body,
                           String corr) throws IOException {
        String hop = "none";
        ServiceCopies pool = copies.get(route.service());
        Map<String, String> headers = forwardedHeaders(req, route, caller, corr);
        boolean retriable = ServiceCopies.retriable(route.method(), headers);
        // a URL repeated in the order (one URL in front of several copies) is tried again at once, on a new
        // connection that the balancer may give to another copy; the request thread never sleeps
        for (URI base : pool.order()) {
            Optional<URI> target = target(base, path, req.getQueryString());
            if (target.isEmpty()) {
                Envelope.write(resp, 400, ErrorCode.INVALID_INPUT, "The query string is not properly percent-encoded");
                return hop;
            }
            try {
                hop = "http";
                // one CLIENT span per attempt when tracing is on (ForwardSpan); the headers as they are when off
                Upstream.Answer res = ForwardSpan.around(route, target.get(), headers,
                        sent -> upstream.send(route.method(), target.get(), sent, body, req.getContentType()));
                if (answeredByService(res, corr)) {
                    if (res.status() == 429) {
                        metrics.rateLimited("service");
                    }
                    relay(resp, res);
                    return hop;
                }
                // The server answered, not the service's application: it is stopped (Admin Center), still
                // starting, or not deployed there. Nothing ran, so another copy may take the request; Liberty's
                // own answer (a 404 page) is neither the platform's envelope nor the truth about the operation.
                pool.down(base);
                LOG.warning("Upstream " + base + " answered " + res.status() + " without its correlation echo [corr=" + corr
                        + "]: its application is not running");
                continue;
            } catch (IOException e) {
                pool.down(base);
                boolean notSent = e instanceof java.net.ConnectException || e instanceof org.apache.hc.client5.http.ConnectTimeoutException
                        || e instanceof org.apache.hc.client5.http.HttpHostConnectException;
                LOG.warning("Upstream " + base + " failed [corr=" + corr + "]: " + e.getClass().getSimpleName()
                        + (notSent || retriable ? "; trying another copy" : ""));
                if (!notSent && !retriable) {
                    break;
                }
            }
        }
        resp.setHeader("Retry-After", "5");
        Envelope.write(resp, 503, ErrorCode.SERVICE_UNAVAILABLE, route.service() + " is not reachable right now; retry shortly");
        return hop;
    }

    /**
     * Every answer of a service's application carries the correlation id the gateway sent (common's
     * InternalAuthFilter echoes it on each response, errors included); an answer without it came from
     * the server around the application, never from the application.
     */
    static boolean answeredByService(Upstream.Answer res, String corr) {
        return corr.equals(res.headers().get("x-correlation-id"));
    }

    /** A copy's URL for exactly the (raw, canonical) path that was authorized. */
    private Optional<URI> target(URI base, CanonicalPath path, String query) {
        try {
            return Optional.of(new URI(base + path.raw().substring(1) + (query == null ? "" : "?" + query)));
        } catch (java.net.URISyntaxException e) {
            return Optional.empty();
        }
    }

    private Map<String, String> forwardedHeaders(HttpServletRequest req, Route route, Caller caller, String corr) {
        Map<String, String> headers = new HashMap<>();
        for (String h : FORWARDED_REQUEST_HEADERS) {
            String v = req.getHeader(h);
            if (v != null && !"Content-Type".equals(h)) {
                headers.put(h, v);
            }
        }
        headers.put("X-Internal-Auth", credentials.issue(caller, route.service(), Instant.now()));
        headers.put("X-Correlation-Id", corr);
        // where the client reached the API, for the absolute URLs a service hands out (the card reveal page's)
        headers.put("X-Forwarded-Proto", req.getScheme());
        String host = req.getHeader("Host");
        if (host != null) {
            headers.put("X-Forwarded-Host", host);
        }
        headers.put("X-Forwarded-Prefix", req.getContextPath());
        // W3C trace context: the gateway's SERVER span when OpenTelemetry is on (ForwardSpan then puts its CLIENT span's here), else the client's own traceparent
        TraceContext.propagated(req.getHeader(TraceContext.HEADER));
        String traceparent = TraceContext.current();
        if (traceparent != null) {
            headers.put(TraceContext.HEADER, traceparent);
        }
        return headers;
    }

    private static void relay(HttpServletResponse resp, Upstream.Answer res) throws IOException {
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
