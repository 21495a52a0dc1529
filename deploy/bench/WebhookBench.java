import com.sun.net.httpserver.HttpServer;

import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Webhook delivery benchmark against a running platform (deploy/bin/platform up). JDK only (BouncyCastle is used
 * for the receiver's verification when it is on the class path, see webhook-bench.sh): {@code java WebhookBench.java}.
 *
 * A receiver on 127.0.0.1 is the webhook endpoint; it verifies the signature of every request it gets (with the key
 * from GET /webhooks/public-key; the first 200 also with the JDK's verifier) and answers 200 at once.
 *
 * Warm-up: customers are created with the endpoint set, which also tells how many webhooks one customer makes
 * (its KYC status, then the internal accounts that quote-service opens for it).
 * Phase 1, throughput: the endpoint is unset, customers are created until about BENCH_BACKLOG webhooks wait as
 * PENDING, the bench waits until the platform is idle (event counters of /metrics still), then sets the endpoint
 * and measures how long the receiver takes to get them all: sustained signed deliveries per second, and the CPU
 * time the platform's server process spent per delivery meanwhile.
 * Phase 2, latency: with the endpoint set, customers are created Poisson-paced so that the platform makes about
 * BENCH_RATE webhooks per second (BENCH_WEBHOOKS_PER_CUSTOMER, else the warm-up's count, tells how many customers
 * that takes), for BENCH_SECONDS; for each customer, the delay from the 201 (the customer and its
 * event committed together just before) to the first POST of its CUSTOMER.* webhook reaching the receiver.
 * The load average is printed with every figure: the machine may be shared. The previous endpoint is restored.
 */
public class WebhookBench {

    static final Pattern CUSTOMER_HOOK = Pattern.compile("\"type\":\"CUSTOMER\\.[A-Z_]+\".*?\"data\":\\{.*?\"id\":\"(Customer:[0-9a-f-]+)\"");
    static final Pattern WEBHOOK_ID = Pattern.compile("^\\{\"id\":\"(Webhook:[0-9a-f-]+)\"");
    static final Pattern ENDPOINT = Pattern.compile("\"webhookEndpoint\":\"([^\"]+)\"");
    static final Pattern ID = Pattern.compile("\"id\":\"(Customer:[0-9a-f-]+)\"");

    static String base;
    static String auth;
    static String metricsUrl;
    static long pid;
    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
    static final Map<String, Long> customerArrival = new ConcurrentHashMap<>();
    static final Map<String, Long> webhookArrival = new ConcurrentHashMap<>();
    static final AtomicInteger received = new AtomicInteger();
    static final AtomicInteger repeated = new AtomicInteger();
    static final AtomicInteger badSignatures = new AtomicInteger();
    static final AtomicInteger jdkChecked = new AtomicInteger();
    static volatile PublicKey key;
    static volatile Predicate<byte[][]> fastVerifier;

    public static void main(String[] args) throws Exception {
        int backlog = intEnv("BENCH_BACKLOG", 5000);
        double rate = Double.parseDouble(System.getenv().getOrDefault("BENCH_RATE", "200"));
        int seconds = intEnv("BENCH_SECONDS", 30);
        int clients = intEnv("BENCH_CLIENTS", 8);
        int warmup = intEnv("BENCH_WARMUP", 100);
        base = System.getenv().getOrDefault("BENCH_BASE_URL", "http://127.0.0.1:9080/grid/2025-10-13");
        metricsUrl = System.getenv().getOrDefault("BENCH_METRICS_URL", "http://127.0.0.1:9180/metrics");
        pid = Long.parseLong(System.getenv().getOrDefault("BENCH_SERVER_PID", "0"));
        auth = "Basic " + Base64.getEncoder().encodeToString(System.getenv().getOrDefault("BENCH_AUTH", "sandbox:sandbox-secret")
                .getBytes(StandardCharsets.UTF_8));

        key = publicKey(call("GET", "/webhooks/public-key", null).body());
        fastVerifier = bouncyCastleVerifier(key);
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 256);
        receiver.setExecutor(Executors.newFixedThreadPool(8));
        receiver.createContext("/hooks", ex -> {
            long now = System.nanoTime();
            byte[] body = ex.getRequestBody().readAllBytes();
            if (!verify(body, ex.getRequestHeaders().getFirst("X-Platform-Signature"))) {
                badSignatures.incrementAndGet();
            }
            String text = new String(body, StandardCharsets.UTF_8);
            Matcher w = WEBHOOK_ID.matcher(text);
            if (w.find() && webhookArrival.putIfAbsent(w.group(1), now) != null) {
                repeated.incrementAndGet();
            }
            Matcher m = CUSTOMER_HOOK.matcher(text);
            if (m.find()) {
                customerArrival.putIfAbsent(m.group(1), now);
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
            System.out.printf("webhook bench: receiver %s, verifier %s, server pid %s, load %s%n", url,
                    fastVerifier != null ? "BouncyCastle (first 200 also JDK)" : "JDK", pid > 0 ? pid : "unknown (no CPU figures)", load());

            // Warm-up, and how many webhooks one customer makes
            setEndpoint("\"" + url + "\"");
            waitIdle(Duration.ofSeconds(120));
            int before = received.get();
            createCustomers(warmup, clients, "Warm");
            waitIdle(Duration.ofSeconds(300));
            awaitQuiet(Integer.MAX_VALUE, Duration.ofSeconds(5), Duration.ofSeconds(300));
            double perCustomer = System.getenv("BENCH_WEBHOOKS_PER_CUSTOMER") != null
                    ? Double.parseDouble(System.getenv("BENCH_WEBHOOKS_PER_CUSTOMER"))
                    : Math.max(1, (received.get() - before) / (double) warmup);
            System.out.printf("warm-up: %d customers made %d webhooks (%.1f per customer), load %s%n", warmup, received.get() - before,
                    perCustomer, load());

            // Phase 1: drain a backlog
            setEndpoint("null");
            int customers = (int) Math.ceil(backlog / perCustomer);
            long c0 = System.nanoTime();
            createCustomers(customers, clients, "Thr");
            System.out.printf("backlog: %d customers created in %.1f s; waiting until the platform is idle%n", customers, (System.nanoTime() - c0) / 1e9);
            waitIdle(Duration.ofSeconds(600));
            // the pending gauge is refreshed every 5 s: wait until two readings 6 s apart agree
            double pending = metric("webhook_queue_pending", "webhook-service");
            for (int i = 0; i < 100; i++) {
                Thread.sleep(6000);
                double again = metric("webhook_queue_pending", "webhook-service");
                if (again == pending || Double.isNaN(again)) {
                    break;
                }
                pending = again;
            }
            int startCount = received.get();
            String loadBefore = load();
            long cpu0 = cpuMillis();
            jfr("JFR.start", "name=webhookbench", "settings=profile", "filename=" + JFR_OUT);
            long t0 = System.nanoTime();
            setEndpoint("\"" + url + "\"");
            // done when every pending webhook arrived (or, if the count is unknown, none arrived for 10 s)
            long[] end = awaitQuiet(Double.isNaN(pending) ? Integer.MAX_VALUE : startCount + (int) pending, Duration.ofSeconds(10),
                    Duration.ofSeconds(600));
            jfr("JFR.stop", "name=webhookbench");
            int drained = (int) (end[1] - startCount);
            double secs = (end[0] - t0) / 1e9;
            System.out.printf("THROUGHPUT: %d webhooks (%.0f pending before) drained in %.2f s: %.0f signed deliveries/s; "
                            + "server CPU %s ms per delivery; load before %s, after %s%n",
                    drained, pending, secs, drained / secs, cpu0 < 0 ? "?" : String.format("%.2f", (end[2] - cpu0) / (double) drained),
                    loadBefore, load());

            // Phase 2: latency at a Poisson-paced rate
            double customerRate = rate / perCustomer;
            String loadBefore2 = load();
            int startCount2 = received.get();
            long cpu2 = cpuMillis();
            long p0 = System.nanoTime();
            Map<String, Long> committed = createPaced(customerRate, seconds);
            long[] end2 = awaitQuiet(Integer.MAX_VALUE, Duration.ofSeconds(5), Duration.ofSeconds(600));
            double phase = (end2[0] - p0) / 1e9;
            int delivered2 = (int) (end2[1] - startCount2);
            List<Long> delays = new ArrayList<>();
            for (var e : committed.entrySet()) {
                Long at = customerArrival.get(e.getKey());
                if (at != null) {
                    delays.add(TimeUnit.NANOSECONDS.toMicros(at - e.getValue()));
                }
            }
            Collections.sort(delays);
            System.out.printf("LATENCY: commit -> first delivery attempt p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d of %d customers' webhooks); "
                            + "offered %.1f customers/s = about %.0f webhooks/s for %d s (%d webhooks received in %.1f s); server CPU %s ms per "
                            + "webhook (customer creation included); load before %s, after %s%n",
                    pct(delays, 50) / 1000.0, pct(delays, 99) / 1000.0, delays.isEmpty() ? 0 : delays.get(delays.size() - 1) / 1000.0,
                    delays.size(), committed.size(), customerRate, customerRate * perCustomer, seconds, delivered2, phase,
                    cpu2 < 0 ? "?" : String.format("%.2f", (end2[2] - cpu2) / (double) Math.max(1, delivered2)), loadBefore2, load());
            System.out.printf("signatures that did not verify: %d of %d received (%d also checked with the JDK verifier); "
                    + "webhooks received more than once: %d%n", badSignatures.get(), received.get(), jdkChecked.get(), repeated.get());
        } finally {
            setEndpoint(previous);
            receiver.stop(0);
            ((ExecutorService) receiver.getExecutor()).shutdownNow();
        }
    }

    static int intEnv(String name, int dflt) {
        return Integer.parseInt(System.getenv().getOrDefault(name, String.valueOf(dflt)));
    }

    static String load() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (Exception e) {
            return "?";
        }
    }

    /** JFR=1: where the recording of the drain goes (webhook-bench.sh prints where the CPU went). */
    static final String JFR_OUT = System.getenv().getOrDefault("JFR_OUT", "/tmp/webhook-bench.jfr");

    /** With JFR=1 and the server's pid known, runs {@code jcmd <pid> <command...>} (the drain is recorded). */
    static void jfr(String... command) throws Exception {
        if (!"1".equals(System.getenv("JFR")) || pid <= 0) {
            return;
        }
        List<String> args = new ArrayList<>(List.of("jcmd", Long.toString(pid)));
        args.addAll(List.of(command));
        Process p = new ProcessBuilder(args).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            System.out.println("JFR: jcmd " + String.join(" ", command) + " failed: " + out.strip());
        }
    }

    /** User + system CPU time of the server process in ms (from /proc; clock ticks of 10 ms), -1 when unknown. */
    static long cpuMillis() {
        if (pid <= 0) {
            return -1;
        }
        try {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
        } catch (Exception e) {
            return -1;
        }
    }

    /**
     * Waits until {@code target} webhooks have arrived in all, or none has arrived for {@code quiet}; returns {time of
     * the last arrival, count then, server CPU ms then}.
     */
    static long[] awaitQuiet(int target, Duration quiet, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        int last = received.get();
        long lastAt = System.nanoTime();
        long cpuAt = cpuMillis();
        while (System.nanoTime() < deadline) {
            Thread.sleep(20);
            int now = received.get();
            if (now != last) {
                last = now;
                lastAt = System.nanoTime();
                cpuAt = cpuMillis();
                if (now >= target) {
                    return new long[] {lastAt, last, cpuAt};
                }
            } else if (System.nanoTime() - lastAt > quiet.toNanos()) {
                return new long[] {lastAt, last, cpuAt};
            }
        }
        throw new IllegalStateException("webhooks still arriving after " + timeout.toSeconds() + " s");
    }

    /** Waits until the platform's event counters and outbox backlogs stand still for 6 s with no outbox backlog (or 10 s without /metrics). */
    static void waitIdle(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = null;
        long stillSince = System.nanoTime();
        while (System.nanoTime() < deadline) {
            String now = activity();
            if (now == null) {
                Thread.sleep(10_000);
                return;
            }
            if (!now.equals(last)) {
                last = now;
                stillSince = System.nanoTime();
            } else if (System.nanoTime() - stillSince > 6_000_000_000L && !now.matches("(?s).*outbox_backlog\\{[^\n]*\\} [1-9].*")) {
                return;
            }
            Thread.sleep(250);
        }
    }

    static String activity() {
        try {
            String body = HTTP.send(HttpRequest.newBuilder(URI.create(metricsUrl)).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            StringBuilder b = new StringBuilder();
            for (String line : body.split("\n")) {
                if (line.startsWith("events_received_total") || line.startsWith("events_handled_total") || line.startsWith("outbox_backlog")) {
                    b.append(line).append('\n');
                }
            }
            return b.toString();
        } catch (Exception e) {
            return null;
        }
    }

    static double metric(String name, String service) {
        try {
            String body = HTTP.send(HttpRequest.newBuilder(URI.create(metricsUrl)).build(), HttpResponse.BodyHandlers.ofString()).body();
            for (String line : body.split("\n")) {
                if (line.startsWith(name + "{") && line.contains("service=\"" + service + "\"")) {
                    return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
                }
            }
        } catch (Exception e) {
            // unknown
        }
        return Double.NaN;
    }

    static Map<String, Long> createCustomers(int n, int clients, String tag) throws InterruptedException {
        Map<String, Long> committed = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger failures = new AtomicInteger();
        for (int i = 0; i < n; i++) {
            int k = i;
            pool.execute(() -> createOne(tag + " " + k, committed, failures));
        }
        pool.shutdown();
        pool.awaitTermination(30, TimeUnit.MINUTES);
        if (failures.get() > 0) {
            System.out.println("customer creations that failed: " + failures.get());
        }
        return committed;
    }

    /** Customers created at exponential intervals (Poisson arrivals) of mean 1/rate, each on its own thread, for {@code seconds}. */
    static Map<String, Long> createPaced(double perSecond, int seconds) throws InterruptedException {
        Map<String, Long> committed = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newCachedThreadPool();
        AtomicInteger failures = new AtomicInteger();
        Random random = new Random(42);
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        long next = start;
        int k = 0;
        while (true) {
            next += (long) (-Math.log(1 - random.nextDouble()) / perSecond * 1e9);
            if (next >= end) {
                break;
            }
            long wait = next - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            int id = k++;
            pool.execute(() -> createOne("Lat " + id, committed, failures));
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.MINUTES);
        if (failures.get() > 0) {
            System.out.println("customer creations that failed: " + failures.get());
        }
        return committed;
    }

    static void createOne(String name, Map<String, Long> committed, AtomicInteger failures) {
        try {
            HttpResponse<String> r = call("POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Bench " + name + "x\"}");
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
        if (header == null) {
            return false;
        }
        byte[] der;
        try {
            der = Base64.getDecoder().decode(header);
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (fastVerifier == null || jdkChecked.get() < 200) {
            jdkChecked.incrementAndGet();
            if (!jdkVerify(body, der)) {
                return false;
            }
            if (fastVerifier == null) {
                return true;
            }
        }
        return fastVerifier.test(new byte[][] {body, der});
    }

    static boolean jdkVerify(byte[] body, byte[] der) {
        try {
            Signature s = Signature.getInstance("SHA256withECDSA");
            s.initVerify(key);
            s.update(body);
            return s.verify(der);
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * The same check with BouncyCastle's P-256 code, about ten times cheaper than the JDK 17 provider's (so the
     * receiver, on the same cores, takes less from the platform); reflection, so the bench compiles without it.
     */
    static Predicate<byte[][]> bouncyCastleVerifier(PublicKey pub) {
        try {
            Class<?> names = Class.forName("org.bouncycastle.crypto.ec.CustomNamedCurves");
            Object x9 = names.getMethod("getByName", String.class).invoke(null, "secp256r1");
            Object curve = x9.getClass().getMethod("getCurve").invoke(x9);
            Object g = x9.getClass().getMethod("getG").invoke(x9);
            java.math.BigInteger n = (java.math.BigInteger) x9.getClass().getMethod("getN").invoke(x9);
            java.math.BigInteger h = (java.math.BigInteger) x9.getClass().getMethod("getH").invoke(x9);
            Class<?> ecCurve = Class.forName("org.bouncycastle.math.ec.ECCurve");
            Class<?> ecPoint = Class.forName("org.bouncycastle.math.ec.ECPoint");
            Class<?> domainC = Class.forName("org.bouncycastle.crypto.params.ECDomainParameters");
            Object domain = domainC.getConstructor(ecCurve, ecPoint, java.math.BigInteger.class, java.math.BigInteger.class)
                    .newInstance(curve, g, n, h);
            var w = ((java.security.interfaces.ECPublicKey) pub).getW();
            Object q = ecCurve.getMethod("createPoint", java.math.BigInteger.class, java.math.BigInteger.class)
                    .invoke(curve, w.getAffineX(), w.getAffineY());
            Object params = Class.forName("org.bouncycastle.crypto.params.ECPublicKeyParameters").getConstructor(ecPoint, domainC)
                    .newInstance(q, domain);
            Class<?> signerC = Class.forName("org.bouncycastle.crypto.signers.ECDSASigner");
            Class<?> cipherParams = Class.forName("org.bouncycastle.crypto.CipherParameters");
            var init = signerC.getMethod("init", boolean.class, cipherParams);
            var check = signerC.getMethod("verifySignature", byte[].class, java.math.BigInteger.class, java.math.BigInteger.class);
            Class<?> enc = Class.forName("org.bouncycastle.crypto.signers.StandardDSAEncoding");
            Object encoding = enc.getField("INSTANCE").get(null);
            var decode = enc.getMethod("decode", java.math.BigInteger.class, byte[].class);
            return bd -> {
                try {
                    java.math.BigInteger[] rs = (java.math.BigInteger[]) decode.invoke(encoding, n, bd[1]);
                    byte[] digest = java.security.MessageDigest.getInstance("SHA-256").digest(bd[0]);
                    Object signer = signerC.getConstructor().newInstance();
                    init.invoke(signer, false, params);
                    return (Boolean) check.invoke(signer, digest, rs[0], rs[1]);
                } catch (Exception e) {
                    return false;
                }
            };
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
