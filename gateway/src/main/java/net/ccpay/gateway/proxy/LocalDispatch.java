package net.ccpay.gateway.proxy;

import jakarta.servlet.ReadListener;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import net.ccpay.common.ops.Spans;
import net.ccpay.gateway.upstream.Upstream;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hop to a copy of a service that runs in this very server (the all-in-one {@code platform}
 * server): instead of an HTTP request to itself, the gateway hands the request to the service's web
 * application with a cross-context forward, and reads the answer back from a buffer. The service sees
 * the same request it would over HTTP: the method, exactly the authorized path and query, only the
 * headers the gateway forwards (its internal credential among them), the body the gateway checked;
 * it runs its own filters (the internal credential is verified as over HTTP) on this thread. The
 * answer comes back as an {@link Upstream.Answer}, which the gateway relays as it relays one from HTTP.
 *
 * <p>A copy is local when its base URL names a loopback address and the port the request came in on,
 * and this server has a web application at its context root. Separate servers (the production shape)
 * never match, and keep HTTP.
 */
final class LocalDispatch {

    private final ServletContext gateway;
    private final Map<String, Boolean> loopback = new ConcurrentHashMap<>();

    LocalDispatch(ServletContext gateway) {
        this.gateway = gateway;
    }

    /** The service's web application when {@code base} is this server, else null. */
    ServletContext local(URI base, HttpServletRequest req) {
        if (base.getPort() != req.getLocalPort() || !isLoopback(base.getHost())) {
            return null;
        }
        String root = contextRoot(base);
        ServletContext ctx = gateway.getContext(root);
        if (ctx == null || ctx == gateway || !root.equals(ctx.getContextPath())) {
            return null;
        }
        return ctx;
    }

    private boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        return loopback.computeIfAbsent(host.toLowerCase(Locale.ROOT), h -> {
            if ("localhost".equals(h)) {
                return true;
            }
            // only literal addresses: no name lookups on the request path
            if (!h.matches("[0-9.]+|\\[[0-9a-f:.]+\\]")) {
                return false;
            }
            try {
                return InetAddress.getByName(h.startsWith("[") ? h.substring(1, h.length() - 1) : h).isLoopbackAddress();
            } catch (IOException e) {
                return false;
            }
        });
    }

    /** {@code http://127.0.0.1:9080/quote-service/} -> {@code /quote-service}. */
    private static String contextRoot(URI base) {
        String p = base.getRawPath();
        if (p == null || p.isEmpty()) {
            return "/";
        }
        return p.endsWith("/") && p.length() > 1 ? p.substring(0, p.length() - 1) : p;
    }

    /**
     * Forwards to {@code service} the request for {@code pathInService} (raw, relative to the service's
     * context root, with its query) and returns what it answered.
     */
    Upstream.Answer send(ServletContext service, HttpServletRequest req, HttpServletResponse resp, String method, String pathInService,
                         Map<String, String> headers, byte[] body, String contentType) throws IOException {
        RequestDispatcher rd = service.getRequestDispatcher(pathInService);
        if (rd == null) {
            throw new IOException("no dispatcher in " + service.getContextPath() + " for " + pathInService);
        }
        Map<String, String> all = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        all.putAll(headers);
        if (contentType != null && body.length > 0) {
            all.put("Content-Type", contentType);
        }
        if (body.length > 0) {
            all.put("Content-Length", Integer.toString(body.length));
        }
        int q = pathInService.indexOf('?');
        Forwarded in = new Forwarded(req, method, all, body, body.length > 0 ? contentType : null,
                q < 0 ? null : pathInService.substring(q + 1));
        Buffered out = new Buffered();
        // with no current trace context, so that the service takes its parent from the traceparent header (the
        // gateway's CLIENT span) and makes its own SERVER span, as over HTTP; else Liberty's instrumentation would
        // find the gateway's SERVER span current and rename it instead
        try (Spans.Scope detached = Spans.detached()) {
            rd.forward(in, out.wrapping(resp));
        } catch (ServletException | RuntimeException e) {
            // as over HTTP when the service's server fails the request: no answer of the service's application
            throw new IOException("the service failed: " + e, e);
        }
        return out.answer();
    }

    /** The request as the service sees it: method, headers and body of the forwarded request only. */
    private static final class Forwarded extends HttpServletRequestWrapper {
        private final String method;
        private final Map<String, String> headers;
        private final byte[] body;
        private final String contentType;
        private final Map<String, String[]> parameters;
        private ServletInputStream stream;

        Forwarded(HttpServletRequest req, String method, Map<String, String> headers, byte[] body, String contentType, String query) {
            super(req);
            this.method = method;
            this.headers = headers;
            this.body = body;
            this.contentType = contentType;
            this.parameters = parameters(query);
        }

        /**
         * The parameters of the forwarded query alone: a forward would otherwise add the client's own
         * (the same query again, so each value twice) to them. Bodies the gateway forwards this way are
         * JSON, never forms.
         */
        private static Map<String, String[]> parameters(String query) {
            Map<String, List<String>> all = new java.util.LinkedHashMap<>();
            if (query != null && !query.isEmpty()) {
                for (String pair : query.split("&")) {
                    if (pair.isEmpty()) {
                        continue;
                    }
                    int eq = pair.indexOf('=');
                    String name = decode(eq < 0 ? pair : pair.substring(0, eq));
                    String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
                    all.computeIfAbsent(name, k -> new java.util.ArrayList<>()).add(value);
                }
            }
            Map<String, String[]> out = new java.util.LinkedHashMap<>();
            all.forEach((k, v) -> out.put(k, v.toArray(String[]::new)));
            return Collections.unmodifiableMap(out);
        }

        /** The gateway has checked the query's percent-encoding; anything it let through stays as sent. */
        private static String decode(String s) {
            try {
                return java.net.URLDecoder.decode(s, StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                return s;
            }
        }

        @Override public String getParameter(String name) {
            String[] v = parameters.get(name);
            return v == null ? null : v[0];
        }
        @Override public Map<String, String[]> getParameterMap() { return parameters; }
        @Override public Enumeration<String> getParameterNames() { return Collections.enumeration(parameters.keySet()); }
        @Override public String[] getParameterValues(String name) {
            String[] v = parameters.get(name);
            return v == null ? null : v.clone();
        }
        @Override public Locale getLocale() { return Locale.getDefault(); }
        @Override public Enumeration<Locale> getLocales() { return Collections.enumeration(List.of(Locale.getDefault())); }

        @Override public String getMethod() { return method; }
        @Override public String getHeader(String name) { return headers.get(name); }
        @Override public Enumeration<String> getHeaders(String name) {
            String v = headers.get(name);
            return v == null ? Collections.emptyEnumeration() : Collections.enumeration(List.of(v));
        }
        @Override public Enumeration<String> getHeaderNames() { return Collections.enumeration(headers.keySet()); }
        @Override public long getDateHeader(String name) { return -1; }
        @Override public int getIntHeader(String name) {
            String v = headers.get(name);
            return v == null ? -1 : Integer.parseInt(v);
        }
        @Override public String getContentType() { return contentType; }
        @Override public int getContentLength() { return body.length; }
        @Override public long getContentLengthLong() { return body.length; }
        @Override public String getCharacterEncoding() { return null; }
        @Override public String getRemoteAddr() { return "127.0.0.1"; }
        @Override public String getRemoteHost() { return "127.0.0.1"; }
        @Override public jakarta.servlet.http.Cookie[] getCookies() { return null; }
        @Override public String getRemoteUser() { return null; }
        @Override public java.security.Principal getUserPrincipal() { return null; }
        @Override public String getAuthType() { return null; }

        @Override
        public ServletInputStream getInputStream() {
            if (stream == null) {
                ByteArrayInputStream in = new ByteArrayInputStream(body);
                stream = new ServletInputStream() {
                    @Override public int read() { return in.read(); }
                    @Override public int read(byte[] b, int off, int len) { return in.read(b, off, len); }
                    @Override public boolean isFinished() { return in.available() == 0; }
                    @Override public boolean isReady() { return true; }
                    @Override public void setReadListener(ReadListener l) { throw new IllegalStateException("blocking only"); }
                };
            }
            return stream;
        }

        @Override
        public java.io.BufferedReader getReader() {
            return new java.io.BufferedReader(new java.io.InputStreamReader(getInputStream(), StandardCharsets.UTF_8));
        }
    }

    /** Keeps the service's status, headers and body; nothing reaches the client's response. */
    private static final class Buffered {
        private int status = 200;
        private final Map<String, String> headers = new HashMap<>();
        private final ByteArrayOutputStream body = new ByteArrayOutputStream();
        private String contentType;
        private String encoding;
        private PrintWriter writer;
        private ServletOutputStream stream;

        Upstream.Answer answer() {
            if (writer != null) {
                writer.flush();
            }
            if (contentType != null) {
                headers.put("content-type", contentType.contains("charset=") || encoding == null
                        ? contentType : contentType + ";charset=" + encoding);
            }
            return new Upstream.Answer(status, headers, body.toByteArray());
        }

        private void header(String name, String value, boolean add) {
            String key = name.toLowerCase(Locale.ROOT);
            if ("content-type".equals(key)) {
                contentType = value;
            } else if (value == null) {
                headers.remove(key);
            } else if (!add || !headers.containsKey(key)) {
                headers.put(key, value);
            }
        }

        /**
         * The client's response wrapped (the servlet container requires the very response it gave, wrapped);
         * every call that writes is answered here, so nothing of the service's answer reaches the client directly.
         */
        HttpServletResponse wrapping(HttpServletResponse client) {
            return new HttpServletResponseWrapper(client) {
                @Override public void setStatus(int sc) { status = sc; }
                @Override public int getStatus() { return status; }
                @Override public void sendError(int sc) { status = sc; }
                @Override public void sendError(int sc, String msg) { status = sc; }
                @Override public void sendRedirect(String location) { status = 302; header("Location", location, false); }
                @Override public void setHeader(String name, String value) { header(name, value, false); }
                @Override public void addHeader(String name, String value) { header(name, value, true); }
                @Override public void setIntHeader(String name, int value) { header(name, Integer.toString(value), false); }
                @Override public void addIntHeader(String name, int value) { header(name, Integer.toString(value), true); }
                @Override public void setDateHeader(String name, long date) { header(name, Long.toString(date), false); }
                @Override public void addDateHeader(String name, long date) { header(name, Long.toString(date), true); }
                @Override public boolean containsHeader(String name) {
                    String key = name.toLowerCase(Locale.ROOT);
                    return "content-type".equals(key) ? contentType != null : headers.containsKey(key);
                }
                @Override public String getHeader(String name) {
                    String key = name.toLowerCase(Locale.ROOT);
                    return "content-type".equals(key) ? contentType : headers.get(key);
                }
                @Override public Collection<String> getHeaders(String name) {
                    String v = getHeader(name);
                    return v == null ? List.of() : List.of(v);
                }
                @Override public Collection<String> getHeaderNames() { return List.copyOf(headers.keySet()); }
                @Override public void setContentType(String type) { contentType = type; }
                @Override public String getContentType() { return contentType; }
                @Override public void setCharacterEncoding(String charset) { encoding = charset; }
                @Override public String getCharacterEncoding() { return encoding == null ? "ISO-8859-1" : encoding; }
                @Override public void setContentLength(int len) { }
                @Override public void setContentLengthLong(long len) { }
                @Override public void setLocale(Locale loc) { }
                @Override public Locale getLocale() { return Locale.getDefault(); }
                @Override public void setBufferSize(int size) { }
                @Override public int getBufferSize() { return 8192; }
                @Override public void flushBuffer() { }
                @Override public boolean isCommitted() { return false; }
                @Override public void reset() { resetBuffer(); headers.clear(); status = 200; contentType = null; }
                @Override public void resetBuffer() { body.reset(); }
                @Override public void addCookie(jakarta.servlet.http.Cookie cookie) { }
                @Override public String encodeURL(String url) { return url; }
                @Override public String encodeRedirectURL(String url) { return url; }

                @Override
                public ServletOutputStream getOutputStream() {
                    if (stream == null) {
                        stream = new ServletOutputStream() {
                            @Override public void write(int b) { body.write(b); }
                            @Override public void write(byte[] b, int off, int len) { body.write(b, off, len); }
                            @Override public boolean isReady() { return true; }
                            @Override public void setWriteListener(WriteListener l) { throw new IllegalStateException("blocking only"); }
                        };
                    }
                    return stream;
                }

                @Override
                public PrintWriter getWriter() {
                    if (writer == null) {
                        Charset cs = encoding == null ? StandardCharsets.ISO_8859_1 : Charset.forName(encoding);
                        writer = new PrintWriter(new OutputStreamWriter(getOutputStream(), cs));
                    }
                    return writer;
                }
            };
        }
    }
}
