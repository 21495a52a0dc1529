package net.ccpay.deploy.it.support;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;

/**
 * A real HTTP receiver in the test JVM on 127.0.0.1: records every POST (raw body bytes, headers,
 * time) and answers with the status the test's policy chooses. Webhooks of other tests may arrive
 * too (the platform has one endpoint); tests pick theirs by id or data.
 */
public final class WebhookReceiver implements AutoCloseable {

    public record Delivery(long receivedNanos, byte[] body, String signature, String gridSignature, String contentType, String traceparent) {
        public JsonObject json() {
            try (JsonReader r = Json.createReader(new ByteArrayInputStream(body))) {
                return r.readObject();
            }
        }

        public String webhookId() { return json().getString("id"); }

        public String dataId() {
            JsonObject j = json();
            return j.containsKey("data") && j.get("data") instanceof JsonObject d ? d.getString("id", "") : "";
        }
    }

    private final HttpServer server;
    private final List<Delivery> deliveries = new CopyOnWriteArrayList<>();
    private volatile ToIntFunction<Delivery> policy = d -> 200;

    public WebhookReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(16));
        server.createContext("/hooks", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            Delivery d = new Delivery(System.nanoTime(), body, exchange.getRequestHeaders().getFirst("X-Platform-Signature"),
                    exchange.getRequestHeaders().getFirst("X-Grid-Signature"), exchange.getRequestHeaders().getFirst("Content-Type"),
                    exchange.getRequestHeaders().getFirst("traceparent"));
            deliveries.add(d);
            int status;
            try {
                status = policy.applyAsInt(d);
            } catch (RuntimeException e) {
                status = 200;
            }
            byte[] answer = ("{\"received\":" + status + "}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        server.start();
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks";
    }

    public void answer(ToIntFunction<Delivery> policy) {
        this.policy = policy;
    }

    /** Forgets what was received so far (a test that counts deliveries starts from none). */
    public void forget() {
        deliveries.clear();
    }

    public List<Delivery> matching(Predicate<Delivery> p) {
        return deliveries.stream().filter(p).collect(Collectors.toList());
    }

    public List<Delivery> await(Predicate<Delivery> p, int count, java.time.Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            List<Delivery> found = matching(p);
            if (found.size() >= count) {
                return found;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("expected " + count + " deliveries within " + timeout.toSeconds() + " s, got " + matching(p).size());
    }

    @Override
    public void close() {
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }
}
