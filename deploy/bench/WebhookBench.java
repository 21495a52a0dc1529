import com.sun.net.httpserver.HttpServer;

import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Webhook delivery benchmark against a running platform (deploy/bin/platform up). JDK only:
 * run with {@code java deploy/bench/WebhookBench.java} (see webhook-bench.sh).
 *
 * Phase 1, latency: a receiver on 127.0.0.1 is the webhook endpoint; N customers are created
 * through the API by C client threads; for each, the delay from the 201 (the customer and its event
 * committed together just before) to the first POST of its webhook reaching the receiver.
 * Phase 2, throughput: the endpoint is unset, N more customers are created (their webhooks wait,
 * PENDING), then the endpoint is set and the time to receive all N is measured: sustained signed
 * deliveries per second. Every signature is verified with the key from GET /webhooks/public-key.
 * The previous endpoint is restored at the end.
 */
public class WebhookBench {

    static final Pattern DATA_ID = Pattern.compile("\"data\":\\{.*?\"id\":\"(Customer:[0-9a-f-]+)\"");
    static final Pattern ENDPOINT = Pattern.compile("\"webhookEndpoint\":\"([^\"]+)\"");
    static final Pattern ID = Pattern.compile("\"id\":\"(Customer:[0-9a-f-]+)\"");

    static String base;
    static String auth;
    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
    static final Map<String, Long> firstArrival = new ConcurrentHashMap<>();
    static final AtomicInteger received = new AtomicInteger();
    static final AtomicInteger badSignatures = new AtomicInteger();
    static volatile PublicKey key;

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(System.getenv().getOrDefault("BENCH_N", "300"));
        int clients = Integer.parseInt(System.getenv().getOrDefault("BENCH_CLIENTS", "4"));
        base = System.getenv().getOrDefault("BENCH_BASE_URL", "http://127.0.0.1:9080/grid/2025-10-13");
        auth = "Basic " + Base64.getEncoder().encodeToString(System.getenv().getOrDefault("BENCH_AUTH", "sandbox:sandbox-secret")
                .getBytes(StandardCharsets.UTF_8));

        key = publicKey(call("GET", "/webhooks/public-key", null).body());
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.setExecutor(Executors.newFixedThreadPool(32));
        receiver.createContext("/hooks", ex -> {
            long now = System.nanoTime();
            byte[] body = ex.getRequestBody().readAllBytes();
            if (!verify(body, ex.getRequestHeaders().getFirst("X-Platform-Signature"))) {
                badSignatures.incrementAndGet();
            }
            Matcher m = DATA_ID.matcher(new String(body, StandardCharsets.UTF_8));
            if (m.find()) {
                firstArrival.putIfAbsent(m.group(1), now);
            }
            received.incrementAndGet();
            ex.sendResponseHeaders(200, 2);
            try (OutputStream o = ex.getResponseBody()) {
                o.write("ok".getBytes(StandardCharsets.UTF_8));
            }
        });
        receiver.start();
        String url = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks";
        Matcher prev = ENDPOINT.matcher(call("GET", "/config", null).body());
        String previous = prev.find() ? "\"" + prev.group(1) + "\"" : "null";
        try {
            System.out.printf("webhook bench: N=%d customers per phase, %d API clients, receiver %s%n", n, clients, url);
            setEndpoint("\"" + url + "\"");
            Thread.sleep(3000); // let any backlog drain first
            // Phase 1: commit → first attempt
            Map<String, Long> committed = createCustomers(n, clients, "Lat");
            await(committed.keySet(), Duration.ofSeconds(120));
            List<Long> delays = new ArrayList<>();
            for (var e : committed.entrySet()) {
                Long at = firstArrival.get(e.getKey());
                if (at != null) {
                    delays.add(TimeUnit.NANOSECONDS.toMicros(at - e.getValue()));
                }
            }
            Collections.sort(delays);
            System.out.printf("commit -> first delivery attempt: p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d/%d delivered)%n",
                    pct(delays, 50) / 1000.0, pct(delays, 99) / 1000.0, delays.isEmpty() ? 0 : delays.get(delays.size() - 1) / 1000.0,
                    delays.size(), n);

            // Phase 2: a backlog of N pending webhooks, then the endpoint comes back
            setEndpoint("null");
            Map<String, Long> backlog = createCustomers(n, clients, "Thr");
            Thread.sleep(3000); // the events reach webhook-service and wait as PENDING webhooks
            long t0 = System.nanoTime();
            setEndpoint("\"" + url + "\"");
            long last = await(backlog.keySet(), Duration.ofSeconds(300));
            double secs = (last - t0) / 1e9;
            System.out.printf("backlog of %d drained in %.2f s: %.0f signed deliveries/s sustained%n", n, secs, n / secs);
            System.out.printf("signatures that did not verify: %d of %d received%n", badSignatures.get(), received.get());
        } finally {
            setEndpoint(previous);
            receiver.stop(0);
            ((ExecutorService) receiver.getExecutor()).shutdownNow();
        }
    }

    static Map<String, Long> createCustomers(int n, int clients, String tag) throws InterruptedException {
        Map<String, Long> committed = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger failures = new AtomicInteger();
        for (int i = 0; i < n; i++) {
            int k = i;
            pool.execute(() -> {
                try {
                    HttpResponse<String> r = call("POST", "/customers",
                            "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Bench " + tag + " " + k + "x\"}");
                    long at = System.nanoTime();
                    Matcher m = ID.matcher(r.body());
                    if (r.statusCode() == 201 && m.find()) {
                        committed.put(m.group(1), at);
                    } else {
                        failures.incrementAndGet();
                    }
                } catch (Exception e) {
                    failures.incrementAndGet();
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.MINUTES);
        if (failures.get() > 0) {
            System.out.println("customer creations that failed: " + failures.get());
        }
        return committed;
    }

    /** Waits until every id has arrived; returns the arrival time of the last one. */
    static long await(Set<String> ids, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            long last = 0;
            int have = 0;
            for (String id : ids) {
                Long t = firstArrival.get(id);
                if (t != null) {
                    have++;
                    last = Math.max(last, t);
                }
            }
            if (have == ids.size()) {
                return last;
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException("not all webhooks arrived within " + timeout.toSeconds() + " s");
    }

    static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) return 0;
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(i, sorted.size() - 1)));
    }

    static void setEndpoint(String jsonValue) throws Exception {
        HttpResponse<String> r = call("PATCH", "/config", "{\"webhookEndpoint\":" + jsonValue + "}");
        if (r.statusCode() != 200) {
            throw new IllegalStateException("PATCH /config: " + r.statusCode() + " " + r.body());
        }
    }

    static HttpResponse<String> call(String method, String path, String json) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60)).header("Authorization", auth);
        if (json != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static PublicKey publicKey(String pem) throws Exception {
        String b64 = pem.replace("-----BEGIN PUBLIC KEY-----", "").replace("-----END PUBLIC KEY-----", "").replaceAll("\\s", "");
        return KeyFactory.getInstance("EC").generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(b64)));
    }

    static boolean verify(byte[] body, String header) {
        try {
            Signature s = Signature.getInstance("SHA256withECDSA");
            s.initVerify(key);
            s.update(body);
            return header != null && s.verify(Base64.getDecoder().decode(header));
        } catch (Exception e) {
            return false;
        }
    }
}
