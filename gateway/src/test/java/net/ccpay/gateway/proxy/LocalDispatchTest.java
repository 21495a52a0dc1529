package net.ccpay.gateway.proxy;

import net.ccpay.gateway.upstream.Upstream;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Which copies the gateway reaches in-process (only an application of this very server), and what the
 * service sees and answers through the forward. Servlet objects are plain proxies answering only what is asked.
 */
class LocalDispatchTest {

    private static final int PORT = 9080;

    /** A ServletContext at this context path; getContext answers from {@code others}; getRequestDispatcher from {@code rd}. */
    private static ServletContext context(String path, Map<String, ServletContext> others, RequestDispatcher rd) {
        return (ServletContext) Proxy.newProxyInstance(LocalDispatchTest.class.getClassLoader(), new Class<?>[] {ServletContext.class},
                (p, m, a) -> switch (m.getName()) {
                    case "getContextPath" -> path;
                    case "getContext" -> others.get((String) a[0]);
                    case "getRequestDispatcher" -> rd;
                    case "hashCode" -> System.identityHashCode(p);
                    case "equals" -> p == a[0];
                    default -> throw new UnsupportedOperationException(m.getName());
                });
    }

    /** The client's request as the gateway got it: its own headers and query, which the service must not see. */
    private static HttpServletRequest client() {
        Map<String, String> headers = Map.of("Authorization", "Basic c2VjcmV0", "Accept-Language", "fr");
        return (HttpServletRequest) Proxy.newProxyInstance(LocalDispatchTest.class.getClassLoader(), new Class<?>[] {HttpServletRequest.class},
                (p, m, a) -> switch (m.getName()) {
                    case "getLocalPort" -> PORT;
                    case "getHeader" -> headers.get((String) a[0]);
                    case "getParameter" -> "client";
                    case "getParameterMap" -> Map.of("client", new String[] {"x"});
                    case "getMethod" -> "POST";
                    default -> throw new UnsupportedOperationException(m.getName());
                });
    }

    private static HttpServletResponse clientResponse() {
        return (HttpServletResponse) Proxy.newProxyInstance(LocalDispatchTest.class.getClassLoader(), new Class<?>[] {HttpServletResponse.class},
                (p, m, a) -> {
                    throw new AssertionError("nothing of the service's answer reaches the client's response directly: " + m.getName());
                });
    }

    private final Map<String, ServletContext> apps = new HashMap<>();
    private final ServletContext gateway = context("/grid/2025-10-13", apps, null);
    private final ServletContext quote = context("/quote-service", Map.of(), null);

    @Test
    void aCopyOnThisServersPortAndLoopbackWithItsApplicationHereIsLocal() {
        apps.put("/quote-service", quote);
        LocalDispatch d = new LocalDispatch(gateway);
        for (String base : List.of("http://127.0.0.1:9080/quote-service/", "http://localhost:9080/quote-service", "http://[::1]:9080/quote-service/")) {
            assertSame(quote, d.local(URI.create(base), client()), base);
        }
    }

    @Test
    void aCopyInAnotherServerIsNot() {
        apps.put("/quote-service", quote);
        LocalDispatch d = new LocalDispatch(gateway);
        for (String base : List.of(
                "http://127.0.0.1:9082/quote-service/",   // another server on this machine
                "http://10.0.0.7:9080/quote-service/",    // another machine, same port
                "http://quote-1:9080/quote-service/",     // a name: never looked up on the request path
                "http://127.0.0.1/quote-service/")) {     // no port: not this server's
            assertNull(d.local(URI.create(base), client()), base);
        }
    }

    @Test
    void anApplicationNotDeployedOrStoppedHereIsNotLocalAndNeitherIsTheGatewayOrAnotherRoot() {
        LocalDispatch d = new LocalDispatch(gateway);
        URI base = URI.create("http://127.0.0.1:9080/quote-service/");
        assertNull(d.local(base, client()), "no application at /quote-service");
        apps.put("/quote-service", context("", Map.of(), null));
        assertNull(d.local(base, client()), "the root application answering for /quote-service");
        apps.put("/quote-service", gateway);
        assertNull(d.local(base, client()), "the gateway itself");
    }

    @Test
    void theServiceSeesOnlyTheForwardedRequestAndItsAnswerIsBuffered() throws IOException {
        AtomicReference<HttpServletRequest> seen = new AtomicReference<>();
        AtomicReference<String> body = new AtomicReference<>();
        RequestDispatcher rd = dispatcher((req, res) -> {
            HttpServletRequest r = (HttpServletRequest) req;
            seen.set(r);
            body.set(new String(r.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            HttpServletResponse s = (HttpServletResponse) res;
            s.setStatus(201);
            s.setHeader("Location", "/quotes/Quote:1");
            s.setHeader("X-Correlation-Id", "corr-1");
            s.addHeader("Idempotent-Replayed", "true");
            s.setContentType("application/json");
            s.setCharacterEncoding("UTF-8");
            s.getWriter().write("{\"id\":\"Quote:1\",\"name\":\"Zoë\"}");
        });
        ServletContext service = context("/quote-service", Map.of(), rd);
        byte[] sent = "{\"a\":1}".getBytes(StandardCharsets.UTF_8);
        Upstream.Answer a = new LocalDispatch(gateway).send(service, client(), clientResponse(), "PATCH", "/quotes/Q?limit=2&cursor=a%2Bb&limit=3",
                Map.of("Idempotency-Key", "k-1", "X-Correlation-Id", "corr-1", "X-Internal-Auth", "cred"), sent, "application/json");

        HttpServletRequest r = seen.get();
        assertEquals("PATCH", r.getMethod());
        assertEquals("k-1", r.getHeader("idempotency-key"));
        assertEquals("cred", r.getHeader("X-Internal-Auth"));
        assertNull(r.getHeader("Authorization"), "the client's credentials are not forwarded");
        assertNull(r.getHeader("Accept-Language"));
        assertEquals("application/json", r.getContentType());
        assertEquals(sent.length, r.getContentLength());
        assertEquals(Integer.toString(sent.length), r.getHeader("Content-Length"));
        assertEquals("{\"a\":1}", body.get());
        assertArrayEquals(new String[] {"2", "3"}, r.getParameterValues("limit"));
        assertEquals("a+b", r.getParameter("cursor"));
        assertNull(r.getParameter("client"), "only the forwarded query's parameters");
        assertEquals(Collections.list(r.getParameterNames()), List.of("limit", "cursor"));
        assertEquals("127.0.0.1", r.getRemoteAddr());

        assertEquals(201, a.status());
        assertEquals("/quotes/Quote:1", a.headers().get("location"));
        assertEquals("corr-1", a.headers().get("x-correlation-id"));
        assertEquals("true", a.headers().get("idempotent-replayed"));
        assertEquals("application/json;charset=UTF-8", a.headers().get("content-type"));
        assertEquals("{\"id\":\"Quote:1\",\"name\":\"Zoë\"}", new String(a.body(), StandardCharsets.UTF_8));
    }

    @Test
    void aServiceThatFailsIsAnIoFailureAsOverHttp() {
        for (RuntimeException failure : List.of(new IllegalStateException("boom"), new NullPointerException())) {
            RequestDispatcher rd = dispatcher((req, res) -> {
                throw failure;
            });
            ServletContext service = context("/quote-service", Map.of(), rd);
            IOException e = assertThrows(IOException.class, () -> new LocalDispatch(gateway).send(service, client(), clientResponse(), "GET",
                    "/quotes/Q", Map.of(), new byte[0], null));
            assertSame(failure, e.getCause());
        }
        RequestDispatcher servletFailure = dispatcher((req, res) -> {
            throw new jakarta.servlet.ServletException("failed");
        });
        assertThrows(IOException.class, () -> new LocalDispatch(gateway).send(context("/quote-service", Map.of(), servletFailure), client(),
                clientResponse(), "GET", "/quotes/Q", Map.of(), new byte[0], null));
    }

    @Test
    void aBodylessRequestHasNoContentType() throws IOException {
        AtomicReference<HttpServletRequest> seen = new AtomicReference<>();
        RequestDispatcher rd = dispatcher((req, res) -> seen.set((HttpServletRequest) req));
        Upstream.Answer a = new LocalDispatch(gateway).send(context("/quote-service", Map.of(), rd), client(), clientResponse(), "GET", "/quotes",
                Map.of(), new byte[0], "application/json");
        assertNull(seen.get().getContentType());
        assertNull(seen.get().getHeader("Content-Length"));
        assertEquals(0, seen.get().getParameterMap().size());
        assertEquals(200, a.status());
        assertEquals(0, a.body().length);
    }

    interface Forward {
        void run(ServletRequest req, ServletResponse res) throws IOException, jakarta.servlet.ServletException;
    }

    private static RequestDispatcher dispatcher(Forward f) {
        return new RequestDispatcher() {
            @Override public void forward(ServletRequest req, ServletResponse res) throws IOException, jakarta.servlet.ServletException {
                f.run(req, res);
            }
            @Override public void include(ServletRequest req, ServletResponse res) {
                throw new UnsupportedOperationException();
            }
        };
    }
}
