package net.ccpay.deploy.it;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import jakarta.json.JsonObject;
import net.ccpay.deploy.EmbeddedBroker;
import net.ccpay.deploy.LibertyServer;
import net.ccpay.deploy.Platform;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Servers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * quote-service's calls to the services it asks directly, when those fail. A quote-service of its own
 * (its own database and broker) finds customer-service and webhook-service at a stub in this JVM that
 * answers 500, hangs, answers 404 or answers properly, as each test chooses; the service is called
 * directly with the internal credential. What must hold: a clear 503 SERVICE_UNAVAILABLE envelope
 * (never a hang, never a 500), a timeout that is not retried, retries of a fast failure, and no
 * config of quote-service's own making while the owner cannot be asked.
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
class RemoteCallsIT {

    enum Answer { FAIL_500, HANG, NOT_FOUND, OK }

    static final String SECRET = "remote-it-" + UUID.randomUUID();
    static final String CONFIG = "{\"id\":\"PlatformConfig:stub\",\"umaDomain\":\"stub.example\",\"supportedCurrencies\":["
            + "{\"currencyCode\":\"USD\",\"minAmount\":100,\"maxAmount\":1000000,\"requiredCounterpartyFields\":[],\"enabledTransactionTypes\":[\"OUTGOING\",\"INCOMING\"]},"
            + "{\"currencyCode\":\"EUR\",\"minAmount\":100,\"maxAmount\":1000000,\"requiredCounterpartyFields\":[],\"enabledTransactionTypes\":[\"OUTGOING\",\"INCOMING\"]}],"
            + "\"feeConfigs\":[{\"feeType\":\"CROSS_CURRENCY_TRANSACTION\",\"sourceCurrency\":\"USD\",\"variableFeeBps\":100,\"fixedFee\":{\"amount\":0,\"currency\":\"USD\"}}]}";

    static volatile Answer config = Answer.FAIL_500;
    static volatile Answer customers = Answer.NOT_FOUND;
    static final AtomicInteger customerCalls = new AtomicInteger();

    static HttpServer stub;
    static ExecutorService stubThreads;
    static EmbeddedBroker broker;
    static LibertyServer quote;
    static int port;

    @BeforeAll
    static void startQuoteServiceAgainstTheStub() throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        Path work = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath();
        Path wlp = Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath();
        Platform.createDatabase(o.dbHost(), o.dbPort(), o.dbUser(), o.dbPassword(), "ccpay_remote_quote", true);
        broker = new EmbeddedBroker("127.0.0.1", PlatformHarness.freePort(), work.resolve("data/artemis-remote"));
        broker.start();
        stub = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        stubThreads = Executors.newCachedThreadPool();
        stub.setExecutor(stubThreads);
        stub.createContext("/webhook-service/internal/platform-config", x -> answer(x, config, CONFIG));
        stub.createContext("/customer-service/internal/customers/", x -> {
            customerCalls.incrementAndGet();
            answer(x, customers, "{}");
        });
        stub.start();
        String stubUrl = "http://127.0.0.1:" + stub.getAddress().getPort();
        port = PlatformHarness.freePort();
        Map<String, String> env = new HashMap<>(Map.of(
                "PLATFORM_MODE", "sandbox",
                "PLATFORM_INTERNAL_SECRET", SECRET,
                "DB_HOST", o.dbHost(), "DB_PORT", Integer.toString(o.dbPort()),
                "DB_USER", o.dbUser(), "DB_PASSWORD", o.dbPassword(),
                "DB_PREFIX", "ccpay_remote_",
                "PLATFORM_BROKER_URL", broker.url(),
                "HTTP_PORT", Integer.toString(port)));
        env.put("WLP_OUTPUT_DIR", work.resolve("remote-output").toString());
        env.put("JVM_ARGS", Servers.JVM_ARGS);
        int healthPort = PlatformHarness.freePort();
        env.put("HEALTH_PORT", Integer.toString(healthPort));
        env.put("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL", stubUrl + "/customer-service");
        env.put("PLATFORM_ROUTE_WEBHOOK_SERVICE_URL", stubUrl + "/webhook-service");
        quote = new LibertyServer(wlp, "quote-service", env, work.resolve("remote-quote.log"));
        quote.start();
        quote.awaitReady(URI.create("http://127.0.0.1:" + healthPort + "/health/ready"), Servers.READY_WAIT,
                line -> System.out.println("[remote-it] " + line));
    }

    @AfterAll
    static void stopAll() throws Exception {
        if (quote != null) {
            quote.stop(Duration.ofSeconds(40));
        }
        if (broker != null) {
            broker.stop();
        }
        if (stub != null) {
            stub.stop(0);
            stubThreads.shutdownNow();
        }
    }

    static void answer(HttpExchange x, Answer how, String okBody) throws IOException {
        x.getRequestBody().readAllBytes();
        int status;
        String body;
        switch (how) {
            case HANG -> {
                try {
                    Thread.sleep(15_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                status = 200;
                body = okBody;
            }
            case FAIL_500 -> {
                status = 500;
                body = "{\"status\":500,\"code\":\"INTERNAL_ERROR\",\"message\":\"stub\"}";
            }
            case NOT_FOUND -> {
                status = 404;
                body = "{\"status\":404,\"code\":\"USER_NOT_FOUND\",\"message\":\"stub\"}";
            }
            default -> {
                status = 200;
                body = okBody;
            }
        }
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().add("Content-Type", "application/json");
        try {
            x.sendResponseHeaders(status, b.length);
            try (OutputStream out = x.getResponseBody()) {
                out.write(b);
            }
        } catch (IOException gone) {
            // the caller gave up (its timeout): nothing to answer
        }
    }

    static Api.Reply call(String method, String path, String json) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/quote-service" + path))
                .timeout(Duration.ofSeconds(30))
                .header("X-Internal-Auth", new net.ccpay.common.internal.InternalCredentials(SECRET, "integration-test")
                        .issue(net.ccpay.common.internal.Caller.service("integration-test"), "quote-service", java.time.Instant.now()));
        if (json != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return Api.send(b.build());
    }

    static String externalAccountFor(String customerId) {
        return "{\"customerId\":\"" + customerId + "\",\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\","
                + "\"accountNumber\":\"123456789\",\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Grace Receiver\"}}}";
    }

    static String unknownCustomer() {
        return "Customer:" + UUID.randomUUID();
    }

    @Test
    void whileTheConfigsOwnerFailsRatesAre503AndOnceItAnswersRatesFollowItsConfigEvenIfItFailsAgain() throws Exception {
        config = Answer.FAIL_500;
        long t0 = System.nanoTime();
        JsonObject e = call("GET", "/exchange-rates", null).assertError(503, "SERVICE_UNAVAILABLE");
        assertTrue(System.nanoTime() - t0 < Duration.ofSeconds(8).toNanos(), "answered at once, not after a hang");
        assertTrue(e.getString("message").startsWith("The platform config cannot be read right now"), e.toString());

        config = Answer.OK;
        Api.Reply ok = null;
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            ok = call("GET", "/exchange-rates", null);
            if (ok.status() == 200) {
                break;
            }
            assertEquals(503, ok.status(), "while the circuit is open: " + ok.raw().body());
            Thread.sleep(500);
        }
        assertEquals(200, ok.status(), ok.raw().body());
        List<String> pairs = ok.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .map(r -> r.getJsonObject("sourceCurrency").getString("code", "") + ">" + r.getJsonObject("destinationCurrency").getString("code", ""))
                .sorted().collect(Collectors.toList());
        assertEquals(List.of("EUR>USD", "USD>EUR"), pairs, "the owner's currencies only: " + ok.raw().body());

        config = Answer.FAIL_500;
        assertEquals(200, call("GET", "/exchange-rates", null).status(), "the config is kept once known");
    }

    @Test
    void aCustomerServiceThatHangsIsA503AfterTheTimeoutAndIsNotAskedAgainForThatRequest() {
        customers = Answer.HANG;
        int before = customerCalls.get();
        long t0 = System.nanoTime();
        JsonObject e = call("POST", "/customers/external-accounts", externalAccountFor(unknownCustomer())).assertError(503, "SERVICE_UNAVAILABLE");
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(millis >= 2_500 && millis < 8_000, "bounded by the 3 s timeout: " + millis + " ms");
        assertTrue(e.getString("message").contains("did not answer in time"), e.toString());
        assertEquals(1, customerCalls.get() - before, "a timeout is not retried");
    }

    @Test
    void aCustomerServiceThatFailsFastIsRetriedTwiceThenA503() {
        customers = Answer.FAIL_500;
        int before = customerCalls.get();
        JsonObject e = call("POST", "/customers/external-accounts", externalAccountFor(unknownCustomer())).assertError(503, "SERVICE_UNAVAILABLE");
        assertTrue(e.getString("message").startsWith("Customer records cannot be read right now"), e.toString());
        assertEquals(3, customerCalls.get() - before, "one call and two retries");
    }

    @Test
    void aCustomerUnknownToCustomerServiceIsAnAnswerNotAFailure() {
        customers = Answer.NOT_FOUND;
        int before = customerCalls.get();
        // the contract gives this operation no 404: a body field naming nobody is 400 on that field
        JsonObject e = call("POST", "/customers/external-accounts", externalAccountFor(unknownCustomer())).assertError(400, "INVALID_INPUT");
        assertEquals("customerId", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(1, customerCalls.get() - before, "an answer, not retried");
    }
}
