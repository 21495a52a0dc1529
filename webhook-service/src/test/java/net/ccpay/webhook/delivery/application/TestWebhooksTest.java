package net.ccpay.webhook.delivery.application;

import com.sun.net.httpserver.HttpServer;
import net.ccpay.webhook.config.domain.EndpointPolicy;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.TestWebhookResult;
import net.ccpay.webhook.delivery.domain.WebhookDeliveryFailed;
import net.ccpay.webhook.delivery.infrastructure.HttpWebhookSender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sandbox test webhook over real sockets on 127.0.0.1 (loopback allowed, as the local launcher
 * does): every way of not reaching an endpoint gets the same answer, and a loopback receiver's body is
 * neither shown nor stored.
 */
class TestWebhooksTest {

    private static final EndpointPolicy.Resolver RESOLVER = host -> {
        if (host.endsWith(".invalid")) {
            throw new UnknownHostException(host);
        }
        return InetAddress.getAllByName(host);
    };

    private final List<AutoCloseable> open = new ArrayList<>();
    private Fakes.Log log;
    private TestWebhooks tests;

    @BeforeEach
    void wire() {
        log = new Fakes.Log();
        tests = new TestWebhooks();
        tests.config = Fakes.config(RESOLVER);
        tests.attempts = Fakes.attempts(RESOLVER, new HttpWebhookSender(), Duration.ofMillis(700));
        tests.log = log;
    }

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    @Test
    void everyUnreachableEndpointGetsTheSameAnswer() throws Exception {
        Map<String, String> urls = new LinkedHashMap<>();
        urls.put("closed port", "http://127.0.0.1:" + closedPort() + "/hooks");
        urls.put("silent port", "http://127.0.0.1:" + silentPort() + "/hooks");
        urls.put("not HTTP", "http://127.0.0.1:" + bannerPort() + "/hooks");
        urls.put("TLS to a plain HTTP port", "https://127.0.0.1:" + httpPort(200, "ok") + "/hooks");
        urls.put("TLS to a port that answers garbage", "https://127.0.0.1:" + bannerPort() + "/hooks");
        urls.put("host that does not resolve", "https://nowhere.invalid/hooks");

        Set<String> messages = new java.util.HashSet<>();
        for (Map.Entry<String, String> u : urls.entrySet()) {
            WebhookDeliveryFailed e = assertThrows(WebhookDeliveryFailed.class, () -> tests.send(u.getValue()), u.getKey());
            messages.add(e.kind() + " " + e.code() + " " + e.getMessage());
            assertEquals(List.of("url", "webhookId"), List.copyOf(e.details().keySet()), u.getKey() + ": " + e.details());
            assertEquals(u.getValue(), e.details().get("url"));
            assertEquals(WebhookDeliveryFailed.UNREACHABLE, e.getMessage(), u.getKey());
        }
        assertEquals(Set.of("INVALID WEBHOOK_DELIVERY_ERROR " + WebhookDeliveryFailed.UNREACHABLE), messages);
        // every attempt was recorded, with its own reason, for the operators
        assertEquals(urls.size(), log.recorded.size());
        assertTrue(log.recorded.stream().allMatch(r -> r.status() == null && r.error() != null), log.recorded.toString());
    }

    @Test
    void aLoopbackReceiversAnswerIsNeitherShownNorStoredButItsStatusIs() throws Exception {
        int port = httpPort(200, "{\"internal\":\"secret\"}");
        TestWebhookResult ok = tests.send("http://127.0.0.1:" + port + "/hooks");
        assertEquals(200, ok.responseStatus());
        assertTrue(ok.responseBody().isEmpty());
        AttemptResult stored = log.recorded.get(0);
        assertEquals(200, stored.status());
        assertNull(stored.responseBody(), "stored: " + stored);
        assertTrue(stored.latencyMillis() >= 0);

        int failing = httpPort(418, "{\"internal\":\"secret\"}");
        WebhookDeliveryFailed e = assertThrows(WebhookDeliveryFailed.class, () -> tests.send("http://127.0.0.1:" + failing + "/hooks"));
        assertEquals(418, e.details().get("response_status"));
        assertFalse(e.details().containsKey("response_body"));
        assertNull(log.recorded.get(1).responseBody());
        assertEquals(418, log.recorded.get(1).status());
    }

    @Test
    void aRefusedAddressIsStillAFieldErrorNotAnAttempt() {
        assertThrows(net.ccpay.common.error.InvalidFields.class, () -> tests.send("https://169.254.169.254/latest"));
        assertTrue(log.recorded.isEmpty());
    }

    /** A port nothing listens on. */
    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** Accepts connections (the backlog does) and never answers. */
    private int silentPort() throws IOException {
        ServerSocket s = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        open.add(s);
        return s.getLocalPort();
    }

    /** Greets like an SSH server, then hangs up. */
    private int bannerPort() throws IOException {
        ServerSocket s = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        open.add(s);
        Thread t = new Thread(() -> {
            while (!s.isClosed()) {
                try (Socket c = s.accept(); OutputStream out = c.getOutputStream()) {
                    out.write("SSH-2.0-OpenSSH_9.6\r\n".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                } catch (IOException e) {
                    return;
                }
            }
        });
        t.setDaemon(true);
        t.start();
        return s.getLocalPort();
    }

    private int httpPort(int status, String answer) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hooks", x -> {
            x.getRequestBody().readAllBytes();
            byte[] b = answer.getBytes(StandardCharsets.UTF_8);
            x.sendResponseHeaders(status, b.length);
            x.getResponseBody().write(b);
            x.close();
        });
        server.start();
        open.add(() -> server.stop(0));
        return server.getAddress().getPort();
    }
}
