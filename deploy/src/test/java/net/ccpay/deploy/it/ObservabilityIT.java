package net.ccpay.deploy.it;

import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformConfig;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.PrometheusText;
import net.ccpay.deploy.it.support.SpanCollector;
import net.ccpay.deploy.it.support.WebhookReceiver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What an operator scrapes and follows (README, Operations): Prometheus text at /metrics on the health port
 * (not on the API port), the gateway's per-operation counts and latency histogram, the outbox, event,
 * webhook and ledger figures of the services, the rate-limit refusals; and one W3C trace context followed
 * from the client's request through the gateway, a service, the outbox, the broker and webhook-service to
 * the webhook POST the receiver gets, with a span of its own for every hop (tracing is on in the test server,
 * exported to {@link SpanCollector}).
 */
class ObservabilityIT {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private WebhookReceiver receiver;

    @BeforeEach
    void receiver() throws Exception {
        receiver = new WebhookReceiver();
        Api.Reply r = PlatformConfig.patch("{\"webhookEndpoint\":\"" + receiver.url() + "\"}");
        assertEquals(200, r.status(), r.raw().body());
    }

    @AfterEach
    void unsetTheEndpoint() {
        PlatformConfig.patch("{\"webhookEndpoint\":null}");
        receiver.close();
    }

    static HttpResponse<String> fetch(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static PrometheusText scrape() throws Exception {
        HttpResponse<String> r = fetch(PlatformHarness.healthUrl() + "/metrics");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"), "Prometheus text format");
        Path dump = Path.of("target/it/metrics-last-scrape.txt");
        Files.createDirectories(dump.getParent());
        Files.writeString(dump, r.body());
        return PrometheusText.parse(r.body());
    }

    /** Scrapes until the condition holds (gauges are refreshed every few seconds), or fails with the last scrape. */
    static PrometheusText scrapeUntil(Predicate<PrometheusText> condition, String what) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        PrometheusText m = scrape();
        while (!condition.test(m)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + " did not show in /metrics within 30 s; see target/it/metrics-last-scrape.txt");
            }
            Thread.sleep(250);
            m = scrape();
        }
        return m;
    }

    private static Predicate<PrometheusText.Sample> gatewayOp(String operation) {
        return s -> "gateway".equals(s.label("service")) && operation.equals(s.label("operation"));
    }

    @Test
    void metricsAnswerOnTheHealthPortAndNotOnTheApiPort() throws Exception {
        assertEquals(404, fetch(PlatformHarness.serverUrl() + "/metrics").statusCode(), "no /metrics on the API port");
        assertEquals(404, fetch(PlatformHarness.baseUrl() + "/metrics").statusCode(), "nor through the gateway");
        PrometheusText m = scrape();
        // Liberty's own figures come with it (JVM, thread pool), and the services' JAX-RS methods per resource method
        assertTrue(m.has("thread_count", s -> true) || m.has("jvm_uptime_seconds", s -> true), "base metrics");
    }

    @Test
    void theGatewayCountsEachOperationExactlyAndKeepsAHistogram() throws Exception {
        String op = "getCustomerById";
        PrometheusText before = scrape();
        double countBefore = before.sum("gateway_requests_seconds_count", gatewayOp(op));
        int n = 3;
        for (int i = 0; i < n; i++) {
            // an id that does not exist: the operation runs through the gateway to customer-service and answers 404
            assertEquals(404, Api.get("/customers/Customer:" + UUID.randomUUID()).status());
        }
        PrometheusText after = scrape();
        assertEquals(countBefore + n, after.sum("gateway_requests_seconds_count", gatewayOp(op)), 1e-9,
                "gateway_requests_seconds_count{operation=\"" + op + "\"} moved by the requests sent");
        assertTrue(after.has("gateway_requests_seconds_count", gatewayOp(op).and(s -> "4xx".equals(s.label("status")))),
                "tagged with the status class");
        assertTrue(after.has("gateway_requests_seconds_bucket", gatewayOp(op).and(s -> "0.005".equals(s.label("le")))),
                "a latency histogram with fixed bucket bounds");
        assertTrue(after.has("gateway_requests_seconds_sum", gatewayOp(op)), "and the sum of latencies");
        // never a raw path: no label value carries the ids just requested
        assertTrue(after.samples("gateway_requests_seconds_count", s -> true).stream()
                .noneMatch(s -> s.labels().values().stream().anyMatch(v -> v.contains("Customer:"))), "no ids in labels");
    }

    @Test
    void outboxEventsAndWebhookFiguresArePublishedPerService() throws Exception {
        Customers.create("Metrics Walker");
        PrometheusText m = scrapeUntil(x -> x.has("outbox_backlog", s -> "customer-service".equals(s.label("service")))
                        && x.has("webhook_queue_pending", s -> true)
                        && x.sum("webhook_deliveries_total", s -> "acknowledged".equals(s.label("outcome"))) >= 1,
                "outbox, webhook queue and delivery figures");
        for (String app : Set.of("customer-service", "quote-service", "webhook-service", "auth-service")) {
            assertTrue(m.has("outbox_backlog", s -> app.equals(s.label("service"))), "outbox_backlog of " + app);
            assertTrue(m.has("outbox_oldest_age_seconds", s -> app.equals(s.label("service"))), "outbox_oldest_age_seconds of " + app);
        }
        assertTrue(m.has("webhook_queue_oldest_age_seconds", s -> true));
        assertTrue(m.sum("events_received_total", s -> "webhook-service".equals(s.label("service"))) >= 1, "webhook-service consumed events");
        assertTrue(m.has("events_handled_total", s -> "webhook-service".equals(s.label("service"))));
        // the broker's own count of what waits in each consumer's queue (a number once the broker has been asked)
        PrometheusText depth = scrapeUntil(x -> x.has("events_queue_depth", s -> "webhook-service".equals(s.label("service"))
                && s.value() >= 0), "the broker's queue depth for webhook-service");
        assertTrue(depth.has("events_queue_depth", s -> "quote-service".equals(s.label("service"))), "queue depth of quote-service");
    }

    @Test
    void ledgerBalancesSumToZeroPerCurrency() throws Exception {
        Payments.fundedCustomer("Ledger Metrics", 12_345);
        PrometheusText m = scrapeUntil(x -> x.has("ledger_balances", s -> "USD".equals(s.label("currency")) && "CUSTOMER".equals(s.label("kind"))
                && s.value() >= 12_345), "the USD ledger balances");
        Map<String, Double> perCurrency = new TreeMap<>();
        for (PrometheusText.Sample s : m.samples("ledger_balances", s -> "quote-service".equals(s.label("service")))) {
            perCurrency.merge(s.label("currency"), s.value(), Double::sum);
        }
        assertTrue(perCurrency.containsKey("USD"), perCurrency.toString());
        perCurrency.forEach((currency, sum) -> assertEquals(0.0, sum, 0.0, currency + ": money created or destroyed? " + m.raw()));
        assertTrue(m.sum("ledger_balances", s -> "USD".equals(s.label("currency")) && "SYSTEM".equals(s.label("kind"))) <= -12_345,
                "the funding came from outside the platform");
    }

    @Test
    void rateLimitRefusalsAreCounted() throws Exception {
        Predicate<PrometheusText.Sample> authLimit = s -> "gateway".equals(s.label("service")) && "auth_failures".equals(s.label("limit"));
        double before = scrape().sum("gateway_rate_limited_total", authLimit);
        // a token id of its own: its failures do not throttle other tests' credentials (10 failures per token id)
        String tokenId = "obs-" + ThreadLocalRandom.current().nextInt(1_000_000);
        int refused = 0;
        for (int i = 0; i < 13; i++) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/customers"))
                    .header("Authorization", Api.basic(tokenId, "wrong-secret")).GET().build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 429) {
                refused++;
            } else {
                assertEquals(401, r.statusCode(), r.body());
            }
        }
        assertTrue(refused >= 1, "the throttle refused some attempts");
        assertEquals(before + refused, scrape().sum("gateway_rate_limited_total", authLimit), 1e-9,
                "gateway_rate_limited_total{limit=\"auth_failures\"} moved by the 429s answered");
    }

    @Test
    void theClientsTraceContextReachesTheWebhookPost() throws Exception {
        String traceId = hex(32);
        String traceparent = "00-" + traceId + "-" + hex(16) + "-01";
        String name = Payments.uniqueName("Trace Walker");
        Api.Reply r = Api.send(Api.request("/customers").header("Content-Type", "application/json").header("traceparent", traceparent)
                .POST(HttpRequest.BodyPublishers.ofString("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"" + name + "\"}")).build());
        assertEquals(201, r.status(), r.raw().body());
        String customerId = r.json().getString("id");
        WebhookReceiver.Delivery d = receiver.await(x -> customerId.equals(x.dataId()), 1, Duration.ofSeconds(30)).get(0);
        assertNotNull(d.traceparent(), "the webhook POST carries a traceparent");
        assertTrue(d.traceparent().matches("00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}"), d.traceparent());
        assertEquals(traceId, d.traceparent().substring(3, 35),
                "the trace id the client sent to the gateway, through customer-service, the outbox, the broker and webhook-service");
    }

    /**
     * With OpenTelemetry on (the test server has it on, exporting to {@link SpanCollector}), one trace follows the
     * request: the gateway's SERVER span (a child of the client's traceparent), its CLIENT span to customer-service,
     * customer-service's SERVER span, the PRODUCER span of the event's publication, webhook-service's CONSUMER span,
     * and the CLIENT span of the webhook POST, whose context is the traceparent the receiver got. Walked backwards
     * from the receiver, each span's parent is the one before.
     */
    @Test
    void oneTraceFollowsTheRequestThroughEveryHopWithItsOwnSpans() throws Exception {
        String traceId = hex(32);
        String clientSpanId = hex(16);
        String name = Payments.uniqueName("Span Walker");
        Api.Reply r = Api.send(Api.request("/customers").header("Content-Type", "application/json")
                .header("traceparent", "00-" + traceId + "-" + clientSpanId + "-01")
                .POST(HttpRequest.BodyPublishers.ofString("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"" + name + "\"}")).build());
        assertEquals(201, r.status(), r.raw().body());
        String customerId = r.json().getString("id");
        WebhookReceiver.Delivery d = receiver.await(x -> customerId.equals(x.dataId()), 1, Duration.ofSeconds(30)).get(0);
        assertNotNull(d.traceparent(), "the webhook POST carries a traceparent");
        assertEquals(traceId, d.traceparent().substring(3, 35), "the client's trace id reaches the receiver");
        String webhookSpanId = d.traceparent().substring(36, 52);

        SpanCollector collector = PlatformHarness.spans();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        java.util.List<SpanCollector.Span> trace = collector.trace(traceId);
        while (chain(trace, webhookSpanId).size() < 6 && System.nanoTime() < deadline) {
            Thread.sleep(200);
            trace = collector.trace(traceId);
        }
        java.util.List<SpanCollector.Span> chain = chain(trace, webhookSpanId);
        String all = SpanCollector.describe(trace);
        Path dump = Path.of("target/it/trace-last.txt");
        Files.createDirectories(dump.getParent());
        Files.writeString(dump, "trace " + traceId + all + "\n");
        assertEquals(6, chain.size(), "six spans from the receiver's traceparent back to the gateway; the trace:" + all);
        SpanCollector.Span webhookPost = chain.get(0);
        SpanCollector.Span consumer = chain.get(1);
        SpanCollector.Span producer = chain.get(2);
        SpanCollector.Span serviceServer = chain.get(3);
        SpanCollector.Span gatewayClient = chain.get(4);
        SpanCollector.Span gatewayServer = chain.get(5);

        assertEquals("CLIENT", webhookPost.kind(), all);
        assertEquals("post webhook", webhookPost.name().toLowerCase(java.util.Locale.ROOT), all);
        assertEquals("200", webhookPost.tag("http.response.status_code"), all);
        assertEquals("CONSUMER", consumer.kind(), all);
        assertEquals("process platform.events", consumer.name(), all);
        assertEquals("PRODUCER", producer.kind(), all);
        assertEquals("publish platform.events", producer.name(), all);
        assertEquals(consumer.tag("messaging.message.id"), producer.tag("messaging.message.id"), "the same event: " + all);
        assertEquals("SERVER", serviceServer.kind(), "customer-service's request: " + all);
        assertEquals("CLIENT", gatewayClient.kind(), all);
        assertEquals("post /customers", gatewayClient.name().toLowerCase(java.util.Locale.ROOT), all);
        assertEquals("createCustomer", gatewayClient.tag("ccpay.operation"), all);
        assertEquals("201", gatewayClient.tag("http.response.status_code"), all);
        assertEquals("SERVER", gatewayServer.kind(), "the gateway's request: " + all);
        assertEquals(clientSpanId, gatewayServer.parentId(), "the gateway's span is a child of the client's: " + all);
    }

    /** From the span with this id up through its parents, as far as the collector has them. */
    private static java.util.List<SpanCollector.Span> chain(java.util.List<SpanCollector.Span> trace, String spanId) {
        Map<String, SpanCollector.Span> byId = new java.util.HashMap<>();
        trace.forEach(s -> byId.put(s.id(), s));
        java.util.List<SpanCollector.Span> chain = new java.util.ArrayList<>();
        for (SpanCollector.Span s = byId.get(spanId); s != null && chain.size() < 20; s = s.parentId() == null ? null : byId.get(s.parentId())) {
            chain.add(s);
        }
        return chain;
    }

    private static String hex(int digits) {
        StringBuilder s = new StringBuilder();
        ThreadLocalRandom r = ThreadLocalRandom.current();
        while (s.length() < digits) {
            s.append("0123456789abcdef".charAt(r.nextInt(16)));
        }
        if (s.chars().allMatch(c -> c == '0')) {
            s.setCharAt(0, '1');
        }
        return s.toString();
    }
}
