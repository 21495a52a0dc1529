package net.ccpay.deploy.it.support;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.function.Predicate;
import java.util.zip.GZIPInputStream;

/**
 * Where the test platform's spans go: a Zipkin v2 collector in the test JVM on 127.0.0.1 (Liberty's
 * {@code mpTelemetry-2.1} ships OpenTelemetry's Zipkin exporter; unlike its logging exporter, Zipkin's JSON has
 * each span's parent). The harness points the server at it with {@code OTEL_TRACES_EXPORTER=zipkin} and
 * {@code OTEL_EXPORTER_ZIPKIN_ENDPOINT}. Spans of a trace arrive in batches, in any order.
 */
public final class SpanCollector implements AutoCloseable {

    /** One span as Zipkin has it: ids in hex, parent null for a root, kind null for an internal span. */
    public record Span(String traceId, String id, String parentId, String kind, String name, Map<String, String> tags) {
        public String tag(String key) {
            return tags.get(key);
        }
    }

    private final HttpServer server;
    private final ConcurrentLinkedQueue<Span> spans = new ConcurrentLinkedQueue<>();

    SpanCollector() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "span-collector");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/api/v2/spans", exchange -> {
            try (InputStream raw = exchange.getRequestBody()) {
                byte[] body = raw.readAllBytes();
                if ("gzip".equalsIgnoreCase(exchange.getRequestHeaders().getFirst("Content-Encoding"))) {
                    try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(body))) {
                        body = in.readAllBytes();
                    }
                }
                try (JsonReader r = Json.createReader(new ByteArrayInputStream(body))) {
                    for (JsonValue v : r.readArray()) {
                        spans.add(span(v.asJsonObject()));
                    }
                }
                exchange.sendResponseHeaders(202, -1);
            } catch (RuntimeException e) {
                exchange.sendResponseHeaders(400, -1);
            } finally {
                exchange.close();
            }
        });
        server.start();
    }

    private static Span span(JsonObject o) {
        JsonObject tags = o.containsKey("tags") ? o.getJsonObject("tags") : JsonValue.EMPTY_JSON_OBJECT;
        Map<String, String> t = new java.util.TreeMap<>();
        tags.forEach((k, v) -> t.put(k, v.getValueType() == JsonValue.ValueType.STRING ? ((jakarta.json.JsonString) v).getString() : v.toString()));
        return new Span(o.getString("traceId"), o.getString("id"), o.getString("parentId", null), o.getString("kind", null),
                o.getString("name", ""), Map.copyOf(t));
    }

    /** The URL for {@code OTEL_EXPORTER_ZIPKIN_ENDPOINT}. */
    String endpoint() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/api/v2/spans";
    }

    /** Every span of this trace received so far. */
    public List<Span> trace(String traceId) {
        return spans.stream().filter(s -> s.traceId().equals(traceId)).toList();
    }

    /** Waits until the trace has a span matching each condition (or the time is up), and returns the trace as it is then. */
    List<Span> awaitTrace(String traceId, List<Predicate<Span>> wanted, Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (!wanted.stream().allMatch(w -> trace(traceId).stream().anyMatch(w)) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        return trace(traceId);
    }

    @Override
    public void close() {
        server.stop(0);
    }

    /** For a message: the spans as lines, one per span. */
    public static String describe(List<Span> trace) {
        StringBuilder s = new StringBuilder();
        for (Span x : trace) {
            s.append('\n').append(x.kind()).append(" '").append(x.name()).append("' id=").append(x.id()).append(" parent=")
                    .append(x.parentId()).append(' ').append(x.tags());
        }
        return s.toString();
    }
}
