package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.EmbeddedBroker;
import net.ccpay.deploy.LibertyServer;
import net.ccpay.deploy.Platform;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The production shape: each WAR in its own Liberty server (deploy/src/main/liberty/servers),
 * production mode, secrets from the environment, services found through route URLs. A customer
 * created through the gateway server reaches webhook-service's server as an event.
 */
class ProductionServersIT {

    static final String TOKEN_ID = "prod-it";
    static final String TOKEN_SECRET = "prod-it-" + Platform.class.hashCode() + "-0123456789abcdef0123";
    static final List<String> SERVICES = List.of("auth-service", "customer-service", "quote-service", "webhook-service");

    static final Map<String, LibertyServer> servers = new LinkedHashMap<>();
    static EmbeddedBroker broker;
    static int gatewayPort;
    /** The second copy of quote-service: same database and broker, own port and output directory; the gateway spreads over both. */
    static int quoteCopyPort;
    /** A third "copy" of quote-service in the gateway's list that nothing listens on. */
    static int deadCopyPort;
    static Map<String, String> baseEnv;
    static Path work;

    @BeforeAll
    static void startOneServerPerService() throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        work = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath();
        Path wlp = Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath();
        for (String db : Platform.SERVICE_DATABASES) {
            Platform.createDatabase(o.dbHost(), o.dbPort(), o.dbUser(), o.dbPassword(), "ccpay_prod_" + db, true);
        }
        // no state of an earlier run (a server's workarea caches what it scanned of its application)
        for (String out : List.of("prod-output", "prod-output-quote-copy")) {
            deleteTree(work.resolve(out));
        }
        broker = new EmbeddedBroker("127.0.0.1", PlatformHarness.freePort(), work.resolve("data/artemis-prod"));
        broker.start();
        baseEnv = new HashMap<>(Map.of(
                "PLATFORM_MODE", "production",
                "PLATFORM_INTERNAL_SECRET", "internal-" + System.nanoTime() + "-0123456789abcdef",
                "PLATFORM_API_TOKEN_ID", TOKEN_ID,
                "PLATFORM_API_TOKEN_SECRET", TOKEN_SECRET,
                "DB_HOST", o.dbHost(), "DB_PORT", Integer.toString(o.dbPort()),
                "DB_USER", o.dbUser(), "DB_PASSWORD", o.dbPassword(),
                "DB_PREFIX", "ccpay_prod_",
                "PLATFORM_BROKER_URL", broker.url()));
        baseEnv.put("WLP_OUTPUT_DIR", work.resolve("prod-output").toString());
        // payment steps a few tens of milliseconds apart, so both quote-service copies' timers compete for them
        baseEnv.put("PLATFORM_SANDBOX_DELAY_SCALE", "0.02");
        baseEnv.put("PLATFORM_SANDBOX_TIMER_POLL_MILLIS", "50");
        byte[] kek = new byte[32];
        new java.security.SecureRandom().nextBytes(kek);
        baseEnv.put("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY", java.util.Base64.getEncoder().encodeToString(kek));
        byte[] walletKek = new byte[32];
        new java.security.SecureRandom().nextBytes(walletKek);
        baseEnv.put("PLATFORM_WALLET_KEY_ENCRYPTION_KEY", java.util.Base64.getEncoder().encodeToString(walletKek));
        Map<String, String> gatewayEnv = new HashMap<>(baseEnv);
        Map<String, Integer> ports = new HashMap<>();
        for (String s : SERVICES) {
            int port = PlatformHarness.freePort();
            ports.put(s, port);
            gatewayEnv.put("PLATFORM_ROUTE_" + s.toUpperCase().replace('-', '_') + "_URL", "http://127.0.0.1:" + port + "/" + s);
        }
        gatewayPort = PlatformHarness.freePort();
        gatewayEnv.put("HTTP_PORT", Integer.toString(gatewayPort));
        // the services know quote-service by one URL; the gateway spreads over its copies: both servers, and an
        // address nothing listens on (a copy that is down), which it must route around
        String quoteServiceUrl = gatewayEnv.get("PLATFORM_ROUTE_QUOTE_SERVICE_URL");
        quoteCopyPort = PlatformHarness.freePort();
        deadCopyPort = PlatformHarness.freePort();
        gatewayEnv.put("PLATFORM_ROUTE_QUOTE_SERVICE_URL", quoteServiceUrl + ",http://127.0.0.1:" + quoteCopyPort + "/quote-service"
                + ",http://127.0.0.1:" + deadCopyPort + "/quote-service");
        for (String s : SERVICES) {
            Map<String, String> env = new HashMap<>(baseEnv);
            env.put("HTTP_PORT", Integer.toString(ports.get(s)));
            // quote-service reads customers it has not heard of yet from customer-service
            env.put("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL", gatewayEnv.get("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL"));
            // ... and the platform config from webhook-service until its first PLATFORM_CONFIG.UPDATED arrives
            env.put("PLATFORM_ROUTE_WEBHOOK_SERVICE_URL", gatewayEnv.get("PLATFORM_ROUTE_WEBHOOK_SERVICE_URL"));
            // ... and auth-service asks quote-service what agents used
            env.put("PLATFORM_ROUTE_QUOTE_SERVICE_URL", quoteServiceUrl);
            servers.put(s, new LibertyServer(wlp, s, env, work.resolve("prod-" + s + ".log")));
        }
        servers.put("gateway", new LibertyServer(wlp, "gateway", gatewayEnv, work.resolve("prod-gateway.log")));
        for (LibertyServer server : servers.values()) {
            server.start();
        }
        for (Map.Entry<String, LibertyServer> e : servers.entrySet()) {
            int port = "gateway".equals(e.getKey()) ? gatewayPort : ports.get(e.getKey());
            e.getValue().awaitReady(URI.create("http://127.0.0.1:" + port + "/health/ready"), Duration.ofMinutes(4),
                    line -> System.out.println("[prod-it] " + e.getKey() + line));
        }
        // A second copy of quote-service on the same database and broker, started once the first is up
        // (as a copy added to a running deployment would be); the gateway does not route to it.
        Map<String, String> copyEnv = new HashMap<>(baseEnv);
        copyEnv.put("HTTP_PORT", Integer.toString(quoteCopyPort));
        copyEnv.put("WLP_OUTPUT_DIR", work.resolve("prod-output-quote-copy").toString());
        copyEnv.put("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL", gatewayEnv.get("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL"));
        // its own server directory (a copy of quote-service's), as on a machine of its own: two servers of one
        // directory share its apps/expanded, and one expanding the WAR while the other runs from it breaks the other
        copyServerDirectory(wlp.resolve("usr/servers/quote-service"), wlp.resolve("usr/servers/quote-service-copy"));
        LibertyServer copy = new LibertyServer(wlp, "quote-service-copy", copyEnv, work.resolve("prod-quote-service-copy.log"));
        servers.put("quote-service-copy", copy);
        copy.start();
        copy.awaitReady(URI.create("http://127.0.0.1:" + quoteCopyPort + "/health/ready"), Duration.ofMinutes(4),
                line -> System.out.println("[prod-it] quote-service-copy" + line));
    }

    static void deleteTree(Path dir) throws java.io.IOException {
        if (Files.exists(dir)) {
            try (var walk = Files.walk(dir)) {
                for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    /** The server's configuration and application, without what a run left (expanded apps, workarea, logs). */
    static void copyServerDirectory(Path from, Path to) throws java.io.IOException {
        deleteTree(to);
        try (var walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path rel = from.relativize(p);
                if (rel.startsWith("apps/expanded") || rel.startsWith("workarea") || rel.startsWith("logs")) {
                    continue;
                }
                Path target = to.resolve(rel.toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    @AfterAll
    static void stopAll() throws Exception {
        List<Thread> stops = new ArrayList<>();
        for (LibertyServer s : servers.values()) {
            Thread t = new Thread(() -> {
                try {
                    s.stop(Duration.ofSeconds(40));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            t.start();
            stops.add(t);
        }
        for (Thread t : stops) {
            t.join();
        }
        if (broker != null) {
            broker.stop();
        }
    }

    static Api.Reply call(String method, String path, String auth, String json) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gatewayPort + "/grid/2025-10-13" + path))
                .timeout(Duration.ofSeconds(30));
        if (auth != null) {
            b.header("Authorization", auth);
        }
        if (json != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return Api.send(b.build());
    }

    /**
     * Calls a service directly, bypassing the gateway, as the gateway would forward a request of the
     * test's platform token: the one place that knows how a service trusts its caller.
     */
    static Api.Reply callService(int port, String service, String method, String path) {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/" + service + path))
                .timeout(Duration.ofSeconds(30))
                .header("X-Internal-Auth", new net.ccpay.common.internal.InternalCredentials(baseEnv.get("PLATFORM_INTERNAL_SECRET"), "gateway")
                        .issue(net.ccpay.common.internal.Caller.platformToken(TOKEN_ID, java.util.List.of("VIEW", "TRANSACT", "MANAGE")),
                                service, java.time.Instant.now()))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build();
        return Api.send(req);
    }

    @Test
    void anExternalAccountDeletedThroughOneCopyOfQuoteServiceIsGoneAtOnceThroughTheOther() {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Mary Jackson\"}");
        assertEquals(201, customer.status(), customer.raw().body());
        Api.Reply account = call("POST", "/customers/external-accounts", auth, "{\"customerId\":\"" + customer.json().getString("id")
                + "\",\"currency\":\"MXN\",\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"032180000118359719\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida\"}}}");
        assertEquals(201, account.status(), account.raw().body());
        String path = "/customers/external-accounts/" + account.json().getString("id");

        // the copy the gateway does not use reads the account (and would keep it, had it a shared cache)
        Api.Reply before = callService(quoteCopyPort, "quote-service", "GET", path);
        assertEquals(200, before.status(), before.raw().body());
        assertEquals(account.json().getString("id"), before.json().getString("id"));

        Api.Reply deleted = call("DELETE", path, auth, null);
        assertTrue(deleted.status() == 200 || deleted.status() == 204, () -> "delete through the gateway's copy: " + deleted.raw().body());

        Api.Reply after = callService(quoteCopyPort, "quote-service", "GET", path);
        assertEquals(404, after.status(), () -> "the other copy still shows the deleted account: " + after.raw().body());
    }

    /**
     * Both copies of quote-service run the payment timers against one database: every due step is
     * taken by one of them (SELECT … FOR UPDATE SKIP LOCKED), so each payment settles exactly once.
     * Pulls work in production mode (sandbox funding does not), and each settles on a timer.
     */
    @Test
    void paymentStepsDueWhileTwoCopiesPollAreEachDoneOnce() throws Exception {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Dorothy Vaughan\"}");
        assertEquals(201, customer.status(), customer.raw().body());
        String customerId = customer.json().getString("id");
        Api.Reply external = call("POST", "/customers/external-accounts", auth, "{\"customerId\":\"" + customerId
                + "\",\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"4455667788\","
                + "\"routingNumber\":\"021000021\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Dorothy Vaughan\"}}}");
        assertEquals(201, external.status(), external.raw().body());
        Api.Reply accounts = call("GET", "/customers/internal-accounts?currency=USD&customerId=" + customerId, auth, null);
        assertEquals(200, accounts.status(), accounts.raw().body());
        String usd = accounts.json().getJsonArray("data").getJsonObject(0).getString("id");
        List<String> ids = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            Api.Reply pull = call("POST", "/transfer-in", auth, "{\"source\":{\"accountId\":\"" + external.json().getString("id")
                    + "\"},\"destination\":{\"accountId\":\"" + usd + "\"},\"amount\":" + i + "}");
            assertEquals(201, pull.status(), pull.raw().body());
            ids.add(pull.json().getString("id"));
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        Map<String, Integer> completions = new HashMap<>();
        while (System.nanoTime() < deadline) {
            completions.clear();
            Api.Reply r = call("GET", "/ops/webhooks?limit=100&type=OUTGOING_PAYMENT.COMPLETED", auth, null);
            assertEquals(200, r.status(), r.raw().body());
            for (JsonObject w : r.json().getJsonArray("data").getValuesAs(JsonObject.class)) {
                String tx = w.getJsonObject("body").getJsonObject("data").getString("id");
                if (ids.contains(tx)) {
                    completions.merge(tx, 1, Integer::sum);
                }
            }
            if (completions.size() == ids.size()) {
                break;
            }
            Thread.sleep(250);
        }
        assertEquals(ids.size(), completions.size(), "every pull completed: " + completions);
        completions.forEach((tx, n) -> assertEquals(1, n, tx + " completed " + n + " times"));
        Api.Reply after = call("GET", "/customers/internal-accounts?currency=USD&customerId=" + customerId, auth, null);
        assertEquals(465, after.json().getJsonArray("data").getJsonObject(0).getJsonObject("balance").getJsonNumber("amount").longValue(),
                "1 + 2 + … + 30 credited once each");
        Platform.Options o = PlatformHarness.platform().options();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/ccpay_prod_quote",
                o.dbUser(), o.dbPassword());
             java.sql.Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT currency, SUM(amount) FROM ledger_entry GROUP BY currency HAVING SUM(amount) <> 0")) {
            assertTrue(!rs.next(), "every currency's entries sum to zero");
        }
    }

    /**
     * auth-service in its own server asks customer-service (PLATFORM_ROUTE_CUSTOMER_SERVICE_URL) for a
     * new agent's customer, and the gateway server checks the agent's token with auth-service on every
     * request: installed, accepted, then refused the moment the agent is deleted.
     */
    @Test
    void anAgentForACustomerJustCreatedIsInstalledAndItsTokenStopsWhenItIsDeleted() {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Dorothy Vaughan\"}");
        assertEquals(201, customer.status(), customer.raw().body());
        Api.Reply agent = call("POST", "/agents", auth, "{\"name\":\"Prod agent\",\"customerId\":\"" + customer.json().getString("id")
                + "\",\"policy\":" + AgentsIT.POLICY + "}");
        assertEquals(201, agent.status(), agent.raw().body());
        Api.Reply redeemed = call("POST", "/agents/device-codes/" + agent.json().getJsonObject("deviceCode").getString("code") + "/redeem", null, null);
        assertEquals(200, redeemed.status(), redeemed.raw().body());
        String bearer = "Bearer " + redeemed.json().getString("accessToken");
        Api.Reply me = call("GET", "/agents/me", bearer, null);
        assertEquals(200, me.status(), me.raw().body());
        assertEquals(customer.json().getString("id"), me.json().getString("customerId"));
        assertEquals(204, call("DELETE", "/agents/" + agent.json().getJsonObject("agent").getString("id"), auth, null).status());
        call("GET", "/agents/me", bearer, null).assertError(401, "UNAUTHORIZED");
    }

    /**
     * customer-service in its own server asks webhook-service (PLATFORM_ROUTE_WEBHOOK_SERVICE_URL) for the
     * platform's UMA domain when an invitation is created; the claim becomes a webhook in the webhook server.
     */
    @Test
    void anInvitationIsMadeOnThePlatformsUmaDomainAndItsClaimBecomesAWebhook() {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Annie Easley\"}");
        assertEquals(201, customer.status(), customer.raw().body());
        String umaDomain = call("GET", "/config", auth, null).json().getString("umaDomain");
        Api.Reply invitation = call("POST", "/invitations", auth, "{\"inviterUma\":\"" + customer.json().getString("umaAddress") + "\"}");
        assertEquals(201, invitation.status(), invitation.raw().body());
        String code = invitation.json().getString("code");
        assertEquals("https://" + umaDomain + "/invitations/" + code, invitation.json().getString("url"));
        Api.Reply claimed = call("POST", "/invitations/" + code + "/claim", auth, "{\"inviteeUma\":\"$mary@elsewhere.example\"}");
        assertEquals(200, claimed.status(), claimed.raw().body());
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            Api.Reply r = call("GET", "/ops/webhooks?type=INVITATION.CLAIMED", auth, null);
            assertEquals(200, r.status(), r.raw().body());
            if (r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                    .anyMatch(w -> code.equals(w.getJsonObject("body").getJsonObject("data").getString("code")))) {
                return;
            }
            AccountsAndLookupIT.sleep(250);
        }
        throw new AssertionError("no INVITATION.CLAIMED webhook for " + code);
    }

    /**
     * The gateway lists three copies of quote-service: the two servers and a dead address. Every request
     * is answered by a live copy (a refused connection is retried elsewhere, even for a POST, since it
     * never arrived), and both live copies take requests.
     */
    @Test
    void theGatewaySpreadsRequestsOverTheCopiesAndGoesAroundOneThatIsDown() throws Exception {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        String marker = "copies-" + System.nanoTime();
        for (int i = 0; i < 24; i++) {
            Api.Reply read = call("GET", "/exchange-rates?sourceCurrency=USD&" + marker + "=" + i, auth, null);
            assertEquals(200, read.status(), read.raw().body());
            Api.Reply write = call("POST", "/quotes", auth, "{}");
            assertEquals(400, write.status(), "a live copy's answer, never 503: " + write.raw().body());
        }
        java.util.function.ToLongFunction<Path> served = log -> {
            try (var lines = java.nio.file.Files.lines(log)) {
                return lines.filter(l -> l.contains(marker)).count();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        Path firstLog = work.resolve("prod-output/quote-service/logs/access.log");
        Path secondLog = work.resolve("prod-output-quote-copy/quote-service-copy/logs/access.log");
        // the access logs are written a moment after the answers
        Payments.await(() -> served.applyAsLong(firstLog) + served.applyAsLong(secondLog) >= 24, Payments.DEADLINE,
                () -> "24 reads in the two copies' access logs");
        long first = served.applyAsLong(firstLog);
        long second = served.applyAsLong(secondLog);
        assertEquals(24, first + second, "each read answered once, by one of the two servers");
        assertTrue(first > 0 && second > 0, "both copies take requests: " + first + " and " + second);
    }

    @Test
    void productionModeDoesNotSeedTheSandboxCredentials() {
        call("GET", "/customers/Customer:019542f5-b3e7-1d02-0000-000000000001", Api.basic("sandbox", "sandbox-secret"), null)
                .assertError(401, "UNAUTHORIZED");
    }

    @Test
    void oauthCredentialsAreSandboxOnlyAsTheProvidersSignaturesAreNotVerified() {
        call("POST", "/auth/credentials", Api.basic(TOKEN_ID, TOKEN_SECRET),
                "{\"type\":\"OAUTH\",\"accountId\":\"InternalAccount:019542f5-b3e7-1d02-0000-000000000001\",\"oidcToken\":\"a.b.c\"}")
                .assertError(501, "NOT_IMPLEMENTED");
    }

    @Test
    void aCustomerCreatedThroughTheGatewayServerBecomesAWebhookInTheWebhookServer() throws Exception {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        Api.Reply created = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Katherine Johnson\"}");
        assertEquals(201, created.status(), created.raw().body());
        String id = created.json().getString("id");
        // quote-service, in its own server, accepts the customer at once (read-your-writes through customer-service)
        Api.Reply account = call("POST", "/customers/external-accounts", auth, "{\"customerId\":\"" + id + "\",\"currency\":\"MXN\","
                + "\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"032180000118359719\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida\"}}}");
        assertEquals(201, account.status(), account.raw().body());
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            Api.Reply r = call("GET", "/ops/webhooks?type=CUSTOMER.KYC_APPROVED", auth, null);
            assertEquals(200, r.status(), r.raw().body());
            boolean found = r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                    .anyMatch(w -> id.equals(w.getJsonObject("body").getJsonObject("data").getString("id")));
            if (found) {
                return;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("no CUSTOMER.KYC_APPROVED webhook for " + id);
    }

    @Test
    void aServiceInProductionModeRefusesTheDefaultApiTokenSecret() throws Exception {
        Map<String, String> env = new HashMap<>(baseEnv);
        env.remove("PLATFORM_API_TOKEN_ID");
        env.remove("PLATFORM_API_TOKEN_SECRET");
        env.put("WLP_OUTPUT_DIR", work.resolve("prod-refusal-output").toString());
        int port = PlatformHarness.freePort();
        env.put("HTTP_PORT", Integer.toString(port));
        LibertyServer auth = new LibertyServer(Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath(),
                "auth-service", env, work.resolve("prod-refusal.log"));
        auth.start();
        try {
            IOException e = assertThrows(IOException.class, () -> auth.awaitReady(
                    URI.create("http://127.0.0.1:" + port + "/health/ready"), Duration.ofMinutes(3), line -> { }));
            assertTrue(e.getMessage().contains("failed to start"), e.getMessage());
        } finally {
            auth.stop(Duration.ofSeconds(40));
        }
    }

    @Test
    void aServiceServerStartedWithoutAModeIsInProductionModeAndRefusesTheSandboxInternalSecret() throws Exception {
        Map<String, String> env = new HashMap<>(baseEnv);
        env.remove("PLATFORM_MODE");
        env.remove("PLATFORM_INTERNAL_SECRET");
        env.put("WLP_OUTPUT_DIR", work.resolve("prod-default-mode-output").toString());
        int port = PlatformHarness.freePort();
        env.put("HTTP_PORT", Integer.toString(port));
        LibertyServer customers = new LibertyServer(Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath(),
                "customer-service", env, work.resolve("prod-default-mode.log"));
        customers.start();
        try {
            IOException e = assertThrows(IOException.class, () -> customers.awaitReady(
                    URI.create("http://127.0.0.1:" + port + "/health/ready"), Duration.ofMinutes(3), line -> { }));
            assertTrue(e.getMessage().contains("failed to start"), e.getMessage());
        } finally {
            customers.stop(Duration.ofSeconds(40));
        }
    }
}
