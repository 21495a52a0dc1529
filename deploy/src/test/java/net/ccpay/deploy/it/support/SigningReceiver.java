package net.ccpay.deploy.it.support;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A platform's webhook endpoint as the fault suite needs it: verifies every delivery's signature with the
 * platform's public key, answers 200 — or, for a share of the deliveries the platform retries, 500, so that retries happen too — and
 * remembers, per webhook id, each delivery and what it answered.
 */
public final class SigningReceiver implements AutoCloseable {

    public record Delivery(long atNanos, boolean signatureValid, int answered, String type) {}

    private final HttpServer server;
    private final ExecutorService pool = Executors.newFixedThreadPool(8);
    private final Map<String, List<Delivery>> byId = new ConcurrentHashMap<>();
    private final AtomicLong unreadable = new AtomicLong();
    private final double failureShare;
    private volatile PublicKey key;

    public SigningReceiver(double failureShare) throws IOException {
        this.failureShare = failureShare;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        server.setExecutor(pool);
        server.createContext("/hooks", exchange -> {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            String signature = exchange.getRequestHeaders().getFirst("X-Grid-Signature");
            boolean valid;
            try {
                valid = key != null && signature != null && Webhooks.verify(key, body, signature);
            } catch (Exception e) {
                valid = false;
            }
            String id = null;
            String type = null;
            try {
                JsonObject o = Json.createReader(new ByteArrayInputStream(body)).readObject();
                id = o.getString("id", null);
                type = o.getString("type", null);
            } catch (RuntimeException e) {
                unreadable.incrementAndGet();
            }
            // the platform sends TEST and INCOMING_PAYMENT.PENDING once, never again: only retried types are refused at random
            boolean retried = !"TEST".equals(type) && !"INCOMING_PAYMENT.PENDING".equals(type);
            int status = valid && (!retried || ThreadLocalRandom.current().nextDouble() >= failureShare) ? 200 : 500;
            if (id != null) {
                byId.computeIfAbsent(id, k -> java.util.Collections.synchronizedList(new ArrayList<>()))
                        .add(new Delivery(System.nanoTime(), valid, status, type));
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
    }

    public void trust(PublicKey key) {
        this.key = key;
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks";
    }

    public Map<String, List<Delivery>> deliveries() {
        return byId;
    }

    public long unreadable() {
        return unreadable.get();
    }

    @Override
    public void close() {
        server.stop(0);
        pool.shutdownNow();
    }
}
