package net.ccpay.webhook.delivery.infrastructure;

import com.sun.net.httpserver.HttpServer;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class HttpWebhookSenderTest {

    private HttpServer receiver;
    private final List<String> traceparents = new CopyOnWriteArrayList<>();

    @BeforeEach
    void receiver() throws Exception {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hooks", x -> {
            x.getRequestBody().readAllBytes();
            traceparents.add(String.valueOf(x.getRequestHeaders().getFirst("traceparent")));
            x.sendResponseHeaders(204, -1);
            x.close();
        });
        receiver.start();
    }

    @AfterEach
    void stop() {
        receiver.stop(0);
    }

    private String url() {
        return "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks";
    }

    @Test
    void withTracingOffTheReceiverGetsTheWebhooksOwnTraceparent() {
        String traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
        AttemptResult r = new HttpWebhookSender().post(url(), "{}".getBytes(StandardCharsets.UTF_8), "sig", Duration.ofSeconds(5), traceparent);
        assertEquals(204, r.status());
        assertEquals(List.of(traceparent), traceparents);
    }

    @Test
    void withoutATraceparentNoneIsSent() {
        AttemptResult r = new HttpWebhookSender().post(url(), "{}".getBytes(StandardCharsets.UTF_8), "sig", Duration.ofSeconds(5), null);
        assertEquals(204, r.status());
        assertEquals(List.of("null"), traceparents);
    }

    @Test
    void anInvalidUrlIsStillAFailedAttemptNotAnException() {
        AttemptResult r = new HttpWebhookSender().post("http://exa mple/", new byte[0], "sig", Duration.ofSeconds(5), null);
        assertNull(r.status());
        assertEquals("invalid endpoint URL", r.error());
    }
}
