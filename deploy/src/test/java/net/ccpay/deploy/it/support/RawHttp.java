package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HTTP/1.1 over a plain socket, for what the JDK client will not send: lower-case methods, raw
 * {@code ..} and {@code //} in paths, huge headers, or a request from another loopback address; and for
 * what it will not show: whether a server keeps one connection open across answers ({@link #open}).
 */
public final class RawHttp {

    public record Reply(int status, Map<String, String> headers, String body) {

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        /** The envelope, as JSON, with nothing of Liberty's HTML pages or Java in it. */
        public JsonObject assertEnvelope(int expectedStatus, String expectedCode) {
            assertEquals(expectedStatus, status, () -> "HTTP status; body: " + body);
            assertTrue(String.valueOf(header("Content-Type")).startsWith("application/json"), () -> "content type " + header("Content-Type") + ": " + body);
            assertFalse(body.toLowerCase(Locale.ROOT).contains("<html"), body);
            assertFalse(body.contains("Exception") || body.contains("com.ibm.") || body.contains("java."), body);
            JsonObject e = Json.createReader(new StringReader(body)).readObject();
            assertEquals(expectedStatus, e.getInt("status"), "envelope status");
            assertEquals(expectedCode, e.getString("code"), "envelope code");
            assertFalse(e.getString("message").isBlank());
            return e;
        }
    }

    private RawHttp() {}

    public static String authorization() {
        return "Authorization: " + Api.basic(Api.TOKEN_ID, Api.TOKEN_SECRET) + "\r\n";
    }

    /** Sends {@code method target} with the given extra header lines (each ending in CRLF) and body. */
    public static Reply send(String method, String target, String headers, String body) {
        return sendFrom(InetAddress.getLoopbackAddress(), method, target, headers, body);
    }

    public static Reply sendFrom(InetAddress local, String method, String target, String headers, String body) {
        URI server = URI.create(PlatformHarness.serverUrl());
        return sendTo(local, server.getPort(), server.getHost() + ":" + server.getPort(), method, target, headers, body);
    }

    /** To any port of this machine, with the Host header given (a client may name any host and port in it). */
    public static Reply sendTo(int port, String hostHeader, String method, String target, String headers) {
        return sendTo(InetAddress.getLoopbackAddress(), port, hostHeader, method, target, headers, null);
    }

    private static Reply sendTo(InetAddress local, int port, String hostHeader, String method, String target, String headers, String body) {
        URI server = URI.create("http://127.0.0.1:" + port);
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        String head = method + " " + target + " HTTP/1.1\r\n"
                + "Host: " + hostHeader + "\r\n"
                + "Connection: close\r\n"
                + headers
                + (body == null ? "" : "Content-Length: " + content.length + "\r\n")
                + "\r\n";
        try (Socket s = new Socket()) {
            s.bind(new InetSocketAddress(local, 0));
            s.connect(new InetSocketAddress(server.getHost(), server.getPort()), 5000);
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(head.getBytes(StandardCharsets.ISO_8859_1));
            out.write(content);
            out.flush();
            return parse(s.getInputStream());
        } catch (IOException e) {
            throw new AssertionError("raw request failed: " + method + " " + target, e);
        }
    }

    /**
     * One keep-alive connection to the platform's server: each {@link #send} writes a request without
     * {@code Connection: close} and reads exactly its answer (by Content-Length or chunks), so the next
     * request goes over the same socket.
     */
    public static final class Connection implements AutoCloseable {

        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;
        private final String host;

        private Connection(Socket socket, String host) throws IOException {
            this.socket = socket;
            this.in = new java.io.BufferedInputStream(socket.getInputStream());
            this.out = socket.getOutputStream();
            this.host = host;
        }

        /** Sends {@code method target} with the given extra header lines (each ending in CRLF) and body; reads its answer. */
        public Reply send(String method, String target, String headers, String body) {
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            String head = method + " " + target + " HTTP/1.1\r\n"
                    + "Host: " + host + "\r\n"
                    + headers
                    + (body == null ? "" : "Content-Length: " + content.length + "\r\n")
                    + "\r\n";
            try {
                out.write(head.getBytes(StandardCharsets.ISO_8859_1));
                out.write(content);
                out.flush();
                return readOne(in, "HEAD".equals(method));
            } catch (IOException e) {
                throw new AssertionError("the connection failed at " + method + " " + target, e);
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    /** Opens a keep-alive connection to the platform's server. */
    public static Connection open() {
        URI server = URI.create(PlatformHarness.serverUrl());
        Socket s = new Socket();
        try {
            s.connect(new InetSocketAddress(server.getHost(), server.getPort()), 5000);
            s.setSoTimeout(30_000);
            return new Connection(s, server.getHost() + ":" + server.getPort());
        } catch (IOException e) {
            try {
                s.close();
            } catch (IOException ignored) {
                // nothing to release
            }
            throw new AssertionError("cannot connect to " + server, e);
        }
    }

    /** Reads one response from a connection that stays open: the head, then exactly the body its headers announce. */
    private static Reply readOne(InputStream in, boolean headRequest) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed the connection before a complete answer: " + head.toString(StandardCharsets.ISO_8859_1));
            }
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        String[] lines = head.toString(StandardCharsets.ISO_8859_1).trim().split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.putIfAbsent(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        if (headRequest || status == 204 || status == 304 || status < 200) {
            return new Reply(status, headers, "");
        }
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            while (true) {
                int size = Integer.parseInt(line(in).split(";")[0].trim(), 16);
                if (size == 0) {
                    while (!line(in).isEmpty()) {
                        // trailers
                    }
                    break;
                }
                body.write(in.readNBytes(size));
                line(in);
            }
        } else if (headers.containsKey("content-length")) {
            body.write(in.readNBytes(Integer.parseInt(headers.get("content-length"))));
        } else {
            throw new IOException("an answer without Content-Length or chunks cannot be followed by another on the same connection");
        }
        return new Reply(status, headers, body.toString(StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (c != '\r') {
                b.write(c);
            }
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }

    private static Reply parse(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        in.transferTo(all);
        String text = all.toString(StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new AssertionError("no complete response head: " + text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.putIfAbsent(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
        }
        byte[] raw = all.toByteArray();
        byte[] bodyBytes = java.util.Arrays.copyOfRange(raw, end + 4, raw.length);
        String body = "chunked".equalsIgnoreCase(headers.get("transfer-encoding")) ? dechunk(bodyBytes) : new String(bodyBytes, StandardCharsets.UTF_8);
        return new Reply(status, headers, body);
    }

    private static String dechunk(byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < b.length) {
            int lineEnd = i;
            while (lineEnd + 1 < b.length && !(b[lineEnd] == '\r' && b[lineEnd + 1] == '\n')) {
                lineEnd++;
            }
            String sizeText = new String(b, i, lineEnd - i, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int size = sizeText.isEmpty() ? 0 : Integer.parseInt(sizeText, 16);
            if (size == 0) {
                break;
            }
            out.write(b, lineEnd + 2, size);
            i = lineEnd + 2 + size + 2;
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
