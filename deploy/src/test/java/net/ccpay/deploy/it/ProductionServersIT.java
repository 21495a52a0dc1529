package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.EmbeddedBroker;
import net.ccpay.deploy.LibertyServer;
import net.ccpay.deploy.Platform;
import net.ccpay.deploy.it.support.AdminClient;
import net.ccpay.deploy.it.support.Agents;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.BalancerWithADeadCopy;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.RawHttp;
import net.ccpay.deploy.it.support.SandboxClock;
import net.ccpay.deploy.it.support.Servers;
import net.ccpay.deploy.it.support.Waits;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The production shape: each WAR in its own Liberty server (deploy/src/main/liberty/servers),
 * production mode, secrets from the environment, services found through route URLs. A customer
 * created through the gateway server reaches webhook-service's server as an event.
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
class ProductionServersIT {

    static final String TOKEN_ID = "prod-it";
    static final String TOKEN_SECRET = "prod-it-" + Platform.class.hashCode() + "-0123456789abcdef0123";
    static final List<String> SERVICES = List.of("auth-service", "customer-service", "quote-service", "webhook-service");

    static final Map<String, LibertyServer> servers = new LinkedHashMap<>();
    /** Each server's API port, health port and Admin Center (the second copy of quote-service has none: it runs without its credentials). */
    static final Map<String, Integer> apiPorts = new HashMap<>();
    static final Map<String, Integer> healthPorts = new HashMap<>();
    static final Map<String, Platform.AdminCenter> adminCenters = new LinkedHashMap<>();
    static final Map<String, Integer> adminPorts = new HashMap<>();
    /** One administrator for every server, as one secret would give it to all of them; each server has its own keystore. */
    static final String ADMIN_USER = "ops";
    static final String ADMIN_PASSWORD = "admin-" + Platform.randomSecret();
    static EmbeddedBroker broker;
    static int gatewayPort;
    /** The second copy of quote-service: same database and broker, own port and output directory; the gateway spreads over both. */
    static int quoteCopyPort;
    /** A third "copy" of quote-service in the gateway's list that nothing listens on. */
    static int deadCopyPort;
    static BalancerWithADeadCopy balancer;
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
            Platform.deleteTree(work.resolve(out));
        }
        broker = new EmbeddedBroker("127.0.0.1", PlatformHarness.freePort(), work.resolve("data/artemis-prod"));
        Platform.deleteTree(work.resolve("prod-admin"));
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
        baseEnv.put("JVM_ARGS", Servers.JVM_ARGS);
        // payment steps a few tens of milliseconds apart, so both quote-service copies' timers compete for them
        baseEnv.put("PLATFORM_SANDBOX_DELAY_SCALE", "0.02");
        baseEnv.put("PLATFORM_SANDBOX_TIMER_POLL_MILLIS", "50");
        byte[] kek = new byte[32];
        new java.security.SecureRandom().nextBytes(kek);
        baseEnv.put("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY", java.util.Base64.getEncoder().encodeToString(kek));
        byte[] walletKek = new byte[32];
        new java.security.SecureRandom().nextBytes(walletKek);
        baseEnv.put("PLATFORM_WALLET_KEY_ENCRYPTION_KEY", java.util.Base64.getEncoder().encodeToString(walletKek));
        baseEnv.put("PLATFORM_CARDS_SANDBOX_SECRET", Platform.randomSecret());
        Map<String, String> gatewayEnv = new HashMap<>(baseEnv);
        Map<String, Integer> ports = new HashMap<>();
        for (String s : SERVICES) {
            int port = PlatformHarness.freePort();
            ports.put(s, port);
            gatewayEnv.put("PLATFORM_ROUTE_" + s.toUpperCase().replace('-', '_') + "_URL", "http://127.0.0.1:" + port + "/" + s);
        }
        gatewayPort = PlatformHarness.freePort();
        gatewayEnv.put("HTTP_PORT", Integer.toString(gatewayPort));
        ports.put("gateway", gatewayPort);
        apiPorts.putAll(ports);
        gatewayEnv.putAll(managementEnv("gateway", true));
        // the services know quote-service by one URL; the gateway knows two copies: the server, and an address
        // nothing listens on (a copy that is down), which it must route around. (The second quote-service server
        // is not in the gateway's list: Admin Center's test stops the first one's application and expects 503.)
        String quoteServiceUrl = gatewayEnv.get("PLATFORM_ROUTE_QUOTE_SERVICE_URL");
        // ... and customer-service by one URL, a load balancer's in front of it and of a copy that was just killed
        String customerServiceUrl = gatewayEnv.get("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL");
        balancer = new BalancerWithADeadCopy("http://127.0.0.1:" + ports.get("customer-service"));
        gatewayEnv.put("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL", balancer.url("customer-service"));
        quoteCopyPort = PlatformHarness.freePort();
        deadCopyPort = PlatformHarness.freePort();
        gatewayEnv.put("PLATFORM_ROUTE_QUOTE_SERVICE_URL", quoteServiceUrl + ",http://127.0.0.1:" + deadCopyPort + "/quote-service");
        for (String s : SERVICES) {
            Map<String, String> env = new HashMap<>(baseEnv);
            env.put("HTTP_PORT", Integer.toString(ports.get(s)));
            env.putAll(managementEnv(s, true));
            // quote-service reads customers it has not heard of yet from customer-service
            env.put("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL", customerServiceUrl);
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
            e.getValue().awaitReady(URI.create("http://127.0.0.1:" + healthPorts.get(e.getKey()) + "/health/ready"), Servers.READY_WAIT,
                    line -> System.out.println("[prod-it] " + e.getKey() + line));
        }
        // A second copy of quote-service on the same database and broker, started once the first is up
        // (as a copy added to a running deployment would be); the gateway does not route to it.
        Map<String, String> copyEnv = new HashMap<>(baseEnv);
        copyEnv.put("HTTP_PORT", Integer.toString(quoteCopyPort));
        copyEnv.put("WLP_OUTPUT_DIR", work.resolve("prod-output-quote-copy").toString());
        // ... and is started without the administrator's credentials: Admin Center stays off there
        copyEnv.putAll(managementEnv("quote-service-copy", false));
        copyEnv.put("PLATFORM_ROUTE_CUSTOMER_SERVICE_URL", customerServiceUrl);
        // its own server directory (a copy of quote-service's), as on a machine of its own: two servers of one
        // directory share its apps/expanded, and one expanding the WAR while the other runs from it breaks the other
        Servers.copyDirectory(wlp.resolve("usr/servers/quote-service"), wlp.resolve("usr/servers/quote-service-copy"));
        LibertyServer copy = new LibertyServer(wlp, "quote-service-copy", copyEnv, work.resolve("prod-quote-service-copy.log"));
        servers.put("quote-service-copy", copy);
        copy.start();
        copy.awaitReady(URI.create("http://127.0.0.1:" + healthPorts.get("quote-service-copy") + "/health/ready"), Servers.READY_WAIT,
                line -> System.out.println("[prod-it] quote-service-copy" + line));
    }

    /**
     * A server's health port and, with {@code adminCenter}, its Admin Center on loopback: the administrator of
     * every server, a keystore of its own (Liberty creates its self-signed certificate at the first start).
     * Without, the three credentials are taken out of the environment the server inherits.
     */
    static Map<String, String> managementEnv(String server, boolean adminCenter) throws IOException {
        Map<String, String> env = new HashMap<>();
        int health = PlatformHarness.freePort();
        healthPorts.put(server, health);
        env.put("HEALTH_PORT", Integer.toString(health));
        int adminPort = PlatformHarness.freePort();
        adminPorts.put(server, adminPort);
        env.put("ADMIN_HTTPS_PORT", Integer.toString(adminPort));
        env.put("ADMIN_HOST", "127.0.0.1");
        if (adminCenter) {
            Platform.AdminCenter a = new Platform.AdminCenter("127.0.0.1", adminPort, ADMIN_USER, ADMIN_PASSWORD, Platform.randomSecret(),
                    work.resolve("prod-admin").resolve(server + ".p12"));
            adminCenters.put(server, a);
            env.put("ADMIN_USER", a.user());
            env.put("ADMIN_PASSWORD", a.password());
            env.put("ADMIN_KEYSTORE_PASSWORD", a.keystorePassword());
            env.put("ADMIN_KEYSTORE", a.keystore().toString());
        } else {
            env.put("ADMIN_USER", null);
            env.put("ADMIN_PASSWORD", null);
            env.put("ADMIN_KEYSTORE_PASSWORD", null);
        }
        return env;
    }

    @AfterAll
    static void stopAll() throws Exception {
        Servers.stopTogether(servers.values(), Duration.ofSeconds(40));
        if (balancer != null) {
            balancer.close();
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

    /**
     * An external account deleted through the copy of quote-service the gateway uses is gone from the other copy's
     * very next read and very next lookup: both read the database.
     */
    @Test
    void anExternalAccountDeletedThroughOneCopyOfQuoteServiceIsGoneAtOnceThroughTheOther() {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Mary Jackson\"}");
        assertEquals(201, customer.status(), customer.raw().body());
        String customerId = customer.json().getString("id");
        Api.Reply account = call("POST", "/customers/external-accounts", auth, "{\"customerId\":\"" + customerId
                + "\",\"currency\":\"MXN\",\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"032180000118359719\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida\"}}}");
        assertEquals(201, account.status(), account.raw().body());
        String path = "/customers/external-accounts/" + account.json().getString("id");
        String lookup = "/receiver/external-account/" + account.json().getString("id") + "?customerId=" + customerId;

        // the copy the gateway does not use reads the account and looks it up
        Api.Reply before = callService(quoteCopyPort, "quote-service", "GET", path);
        assertEquals(200, before.status(), before.raw().body());
        assertEquals(account.json().getString("id"), before.json().getString("id"));
        Api.Reply lookedUp = callService(quoteCopyPort, "quote-service", "GET", lookup);
        assertEquals(200, lookedUp.status(), lookedUp.raw().body());

        Api.Reply deleted = call("DELETE", path, auth, null);
        assertTrue(deleted.status() == 200 || deleted.status() == 204, () -> "delete through the gateway's copy: " + deleted.raw().body());

        Api.Reply after = callService(quoteCopyPort, "quote-service", "GET", path);
        assertEquals(404, after.status(), () -> "the other copy still shows the deleted account: " + after.raw().body());
        Api.Reply lookupAfter = callService(quoteCopyPort, "quote-service", "GET", lookup);
        assertEquals(404, lookupAfter.status(), () -> "the other copy's lookup still finds the deleted account: " + lookupAfter.raw().body());
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
                + "\",\"policy\":" + Agents.POLICY + "}");
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
            Waits.sleep(250);
        }
        throw new AssertionError("no INVITATION.CLAIMED webhook for " + code);
    }

    /**
     * The gateway lists two copies of quote-service: the server and a dead address. Every request is
     * answered by the live copy (a refused connection is retried elsewhere, even for a POST, since it never
     * arrived). Spreading over several live copies is ServiceCopiesTest's.
     */
    @Test
    void theGatewayGoesAroundACopyThatIsDown() throws Exception {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        // each read is found in the access log by its correlation id (the log has no query strings)
        java.util.Set<String> reads = new java.util.HashSet<>();
        for (int i = 0; i < 24; i++) {
            Api.Reply read = call("GET", "/exchange-rates?sourceCurrency=USD", auth, null);
            assertEquals(200, read.status(), read.raw().body());
            reads.add("corr=" + read.header("X-Correlation-Id"));
            Api.Reply write = call("POST", "/quotes", auth, "{}");
            assertEquals(400, write.status(), "a live copy's answer, never 503: " + write.raw().body());
        }
        assertEquals(24, reads.size(), "a correlation id per request");
        java.util.function.ToLongFunction<Path> served = log -> {
            try (var lines = java.nio.file.Files.lines(log)) {
                return lines.filter(l -> l.contains("corr=") && reads.contains(l.substring(l.lastIndexOf("corr=")).strip())).count();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        Path firstLog = work.resolve("prod-output/quote-service/logs/access.log");
        // the access log is written a moment after the answers
        Payments.await(() -> served.applyAsLong(firstLog) >= 24, Payments.DEADLINE, () -> "24 reads in the server's access log");
        assertEquals(24, served.applyAsLong(firstLog), "each read answered once, by the live copy");
    }

    /**
     * The gateway knows customer-service by one URL, a load balancer's (as a Kubernetes Service), and a request
     * lands on a copy that was just killed: a read, and a write with an Idempotency-Key, are tried again at the
     * same URL and answered by the live copy; a write without a key may have run, so it is not tried again.
     */
    @Test
    void behindOneBalancerUrlTheGatewayTriesAgainOnlyWhatCannotRunTwice() {
        String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
        String read = "read-" + System.nanoTime();
        Api.Reply list = call("GET", "/customers?limit=1&dead-copy=" + read, auth, null);
        assertEquals(200, list.status(), list.raw().body());
        assertTrue(balancer.dropped(read), "the read first landed on the dead copy");
        assertEquals(1, balancer.forwarded(read), "then once on the live one");

        String keyed = "keyed-" + System.nanoTime();
        String key = java.util.UUID.randomUUID().toString();
        HttpRequest post = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gatewayPort + "/grid/2025-10-13/customers?dead-copy=" + keyed))
                .timeout(Duration.ofSeconds(30)).header("Authorization", auth).header("Content-Type", "application/json")
                .header("Idempotency-Key", key)
                .POST(HttpRequest.BodyPublishers.ofString("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Dorothy Vaughan\"}")).build();
        Api.Reply created = Api.send(post);
        assertEquals(201, created.status(), created.raw().body());
        assertTrue(balancer.dropped(keyed));
        assertEquals(1, balancer.forwarded(keyed));
        Api.Reply replay = Api.send(post);
        assertEquals(created.json().getString("id"), replay.json().getString("id"), "one customer for the key");

        String unkeyed = "unkeyed-" + System.nanoTime();
        Api.Reply refused = call("POST", "/customers?dead-copy=" + unkeyed, auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Mary Winston\"}");
        assertEquals(503, refused.status(), refused.raw().body());
        assertEquals("SERVICE_UNAVAILABLE", refused.json().getString("code"));
        assertTrue(balancer.dropped(unkeyed));
        assertEquals(0, balancer.forwarded(unkeyed), "a write without a key is sent once");
    }

    @Test
    void productionModeDoesNotSeedTheSandboxCredentials() {
        call("GET", "/customers/Customer:019542f5-b3e7-1d02-0000-000000000001", Api.basic("sandbox", "sandbox-secret"), null)
                .assertError(401, "UNAUTHORIZED");
    }

    /** Every service's sandbox clock is the system clock in production mode: a platform component asking to move it gets 404. */
    @Test
    void noServiceMovesItsClockInProductionMode() {
        for (String service : SERVICES) {
            URI clock = URI.create("http://127.0.0.1:" + apiPorts.get(service) + "/" + service + SandboxClock.PATH);
            String component = new net.ccpay.common.internal.InternalCredentials(baseEnv.get("PLATFORM_INTERNAL_SECRET"), "integration-test")
                    .issue(net.ccpay.common.internal.Caller.service("integration-test"), service, java.time.Instant.now());
            Api.send(HttpRequest.newBuilder(clock).timeout(Duration.ofSeconds(30)).header("X-Internal-Auth", component)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"advanceSeconds\":86400}")).build())
                    .assertError(404, "REFERENCE_NOT_FOUND");
            Api.send(HttpRequest.newBuilder(clock).timeout(Duration.ofSeconds(30)).header("X-Internal-Auth", component).GET().build())
                    .assertError(404, "REFERENCE_NOT_FOUND");
        }
    }

    /** The console is served next to the gateway (same origin as the API) and, in production mode, offers no sandbox actions. */
    @Test
    void theConsoleNextToTheGatewaySaysProductionModeSoItOffersNoSandboxActions() throws Exception {
        java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newBuilder().version(java.net.http.HttpClient.Version.HTTP_1_1).build()
                .send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gatewayPort + "/console/mode")).timeout(Duration.ofSeconds(30)).build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("{\"mode\":\"production\"}", r.body());
        assertTrue(r.headers().firstValue("Content-Security-Policy").orElse("").contains("script-src 'self'"), r.headers().toString());
    }

    /** The gateway's server serves the committed OpenAPI document, as it is, and the API browser, on its API port. */
    @Test
    void theGatewayServerServesTheOpenApiDocumentAndItsBrowserOnTheApiPort() throws Exception {
        java.net.http.HttpClient client = java.net.http.HttpClient.newBuilder().followRedirects(java.net.http.HttpClient.Redirect.NORMAL).build();
        java.net.http.HttpResponse<String> doc = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gatewayPort + "/openapi?format=json"))
                .timeout(Duration.ofSeconds(60)).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, doc.statusCode(), doc.body());
        tools.jackson.databind.json.JsonMapper json = tools.jackson.databind.json.JsonMapper.builder().build();
        assertEquals(json.readTree(Path.of("..").resolve(net.ccpay.deploy.contract.OpenApiDocumentGenerator.DOCUMENT).toFile()),
                json.readTree(doc.body()));
        java.net.http.HttpResponse<String> ui = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gatewayPort + "/openapi/ui"))
                .timeout(Duration.ofSeconds(30)).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, ui.statusCode(), ui.body());
        assertTrue(ui.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), ui.headers().toString());
    }

    /**
     * These servers have no OIDC providers, SMTP server or SMS provider configured: OAuth and OTP logins are
     * refused naming the missing variables, never answered with the sandbox's shortcuts.
     */
    @Test
    void walletLoginsWithoutTheirProvidersAreRefusedNamingTheMissingSettings() {
        JsonObject oauth = call("POST", "/auth/credentials", Api.basic(TOKEN_ID, TOKEN_SECRET),
                "{\"type\":\"OAUTH\",\"accountId\":\"InternalAccount:019542f5-b3e7-1d02-0000-000000000001\",\"oidcToken\":\"a.b.c\"}")
                .assertError(503, "SERVICE_UNAVAILABLE");
        assertTrue(oauth.getString("message").contains("PLATFORM_OIDC_ISSUERS, PLATFORM_OIDC_AUDIENCES"), oauth.toString());
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
        env.put("HTTP_PORT", Integer.toString(PlatformHarness.freePort()));
        int port = PlatformHarness.freePort();
        env.put("HEALTH_PORT", Integer.toString(port));
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
    void quoteServiceInProductionModeRefusesTheDefaultCardIssuerSecret() throws Exception {
        Map<String, String> env = new HashMap<>(baseEnv);
        env.put("PLATFORM_CARDS_SANDBOX_SECRET", "ccpay-sandbox-card-issuer");
        env.put("WLP_OUTPUT_DIR", work.resolve("prod-card-secret-output").toString());
        env.put("HTTP_PORT", Integer.toString(PlatformHarness.freePort()));
        int port = PlatformHarness.freePort();
        env.put("HEALTH_PORT", Integer.toString(port));
        LibertyServer quote = new LibertyServer(Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath(),
                "quote-service", env, work.resolve("prod-card-secret.log"));
        quote.start();
        try {
            IOException e = assertThrows(IOException.class, () -> quote.awaitReady(
                    URI.create("http://127.0.0.1:" + port + "/health/ready"), Duration.ofMinutes(3), line -> { }));
            assertTrue(e.getMessage().contains("failed to start"), e.getMessage());
        } finally {
            quote.stop(Duration.ofSeconds(40));
        }
    }

    @Test
    void aServiceServerStartedWithoutAModeIsInProductionModeAndRefusesTheSandboxInternalSecret() throws Exception {
        Map<String, String> env = new HashMap<>(baseEnv);
        env.remove("PLATFORM_MODE");
        env.remove("PLATFORM_INTERNAL_SECRET");
        env.put("WLP_OUTPUT_DIR", work.resolve("prod-default-mode-output").toString());
        env.put("HTTP_PORT", Integer.toString(PlatformHarness.freePort()));
        int port = PlatformHarness.freePort();
        env.put("HEALTH_PORT", Integer.toString(port));
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

    /**
     * Liberty Admin Center in each production server, on an admin port of its own: logged in with the
     * administrator's credentials through the JMX REST connector its Explore tool uses, an operator sees
     * each server's application and its live figures, stops and starts quote-service's application (the
     * gateway answers 503 in the envelope meanwhile), and reads the configuration. Wrong credentials, and
     * admin paths asked of the API ports or the gateway, are refused and learn nothing.
     */
    @Nested
    class AdminCenter {

        static final List<String> SERVERS = List.of("gateway", "auth-service", "customer-service", "quote-service", "webhook-service");

        @Test
        void theRestConnectorFindsTheApplicationOfEachServerStartedWithItsLiveFigures() {
            String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
            // a request for each service, so each application has request figures to show
            Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Annie Easley\"}");
            assertEquals(201, customer.status(), customer.raw().body());
            assertEquals(200, call("GET", "/customers/internal-accounts?customerId=" + customer.json().getString("id"), auth, null).status());
            assertEquals(200, call("GET", "/tokens", auth, null).status());
            assertEquals(200, call("GET", "/ops/webhooks?limit=1", auth, null).status());
            for (String server : SERVERS) {
                AdminClient admin = new AdminClient(adminCenters.get(server));
                // the gateway's server also serves the console (same origin as the API it calls)
                assertEquals("gateway".equals(server) ? Map.of(server, "STARTED", "console", "STARTED") : Map.of(server, "STARTED"),
                        admin.applicationStates(), server + ": every application, started");
                // monitor-1.0, what the Explore tool draws: the server's heap and threads, the application's requests
                assertTrue(number(admin.attribute("WebSphere:type=JvmStats", "Heap")) > 0, server + " heap");
                assertTrue(number(admin.attribute("WebSphere:type=ThreadPoolStats,name=Default Executor", "PoolSize")) > 0, server + " threads");
                List<String> servlets = admin.names("WebSphere:type=ServletStats,*").stream()
                        .filter(n -> n.startsWith("WebSphere:type=ServletStats,name=" + server + ".")).toList();
                assertFalse(servlets.isEmpty(), server + ": request figures of its application " + admin.names("WebSphere:type=ServletStats,*"));
                long requests = 0;
                for (String servlet : servlets) {
                    requests += number(admin.attribute(servlet, "RequestCount"));
                }
                assertTrue(requests > 0, server + " requests");
            }
        }

        @Test
        void stoppingQuoteServicesApplicationMakesTheGatewayAnswer503UntilItIsStartedAgainWithoutARestart() throws Exception {
            String auth = Api.basic(TOKEN_ID, TOKEN_SECRET);
            AdminClient admin = new AdminClient(adminCenters.get("quote-service"));
            Api.Reply customer = call("POST", "/customers", auth, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Evelyn Boyd Granville\"}");
            assertEquals(201, customer.status(), customer.raw().body());
            String customerId = customer.json().getString("id");
            String accounts = "/customers/internal-accounts?customerId=" + customerId;
            assertEquals(200, call("GET", accounts, auth, null).status());
            LibertyServer quote = servers.get("quote-service");
            long launches = launches(quote);

            admin.invoke("quote-service", "stop");
            try {
                assertEquals("STOPPED", admin.state("quote-service"));
                Api.Reply stopped = call("GET", accounts, auth, null);
                JsonObject envelope = stopped.assertError(503, "SERVICE_UNAVAILABLE");
                assertEquals(java.util.Set.of("status", "code", "message"), envelope.keySet(), envelope.toString());
                assertEquals("true", stopped.header("X-Should-Retry"));
                assertEquals("5", stopped.header("Retry-After"));
                assertFalse(stopped.raw().body().contains("context root") || stopped.raw().body().contains("<"), stopped.raw().body());
                call("POST", "/quotes", auth, "{}").assertError(503, "SERVICE_UNAVAILABLE");
                call("GET", "/quotes/Quote:019542f5-b3e7-1d02-0000-000000000001", auth, null).assertError(503, "SERVICE_UNAVAILABLE");
                // the other services answer as before, their own 404s included; an unknown path is the gateway's 404
                assertEquals(200, call("GET", "/customers/" + customerId, auth, null).status());
                call("GET", "/customers/Customer:019542f5-b3e7-1d02-0000-00000000dead", auth, null).assertError(404, "USER_NOT_FOUND");
                call("GET", "/no-such-operation", auth, null).assertError(404, "REFERENCE_NOT_FOUND");
            } finally {
                admin.invoke("quote-service", "start");
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
            while (!"STARTED".equals(admin.state("quote-service")) && System.nanoTime() < deadline) {
                Thread.sleep(250);
            }
            assertEquals("STARTED", admin.state("quote-service"));
            Api.Reply back = call("GET", accounts, auth, null);
            while (back.status() != 200 && System.nanoTime() < deadline) {
                Thread.sleep(250);
                back = call("GET", accounts, auth, null);
            }
            assertEquals(200, back.status(), back.raw().body());
            // quote-service's own 404 comes through again as it is
            call("GET", "/quotes/Quote:019542f5-b3e7-1d02-0000-000000000001", auth, null).assertError(404, "QUOTE_NOT_FOUND");
            assertTrue(quote.isAlive());
            assertEquals(launches, launches(quote), "the server was not restarted, only its application");
        }

        @Test
        void theAdministratorSignsInAndWrongOrMissingCredentialsAreRefusedWithNothingAboutTheServer() {
            Platform.AdminCenter gateway = adminCenters.get("gateway");
            String query = "/IBMJMXConnectorREST/mbeans?objectName=" + java.net.URLEncoder.encode(AdminClient.APPLICATION_MBEANS + ",*",
                    java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(200, new AdminClient(gateway).get(query).statusCode());
            List<AdminClient> refused = List.of(
                    new AdminClient(gateway, ADMIN_USER, "wrong-" + ADMIN_PASSWORD),
                    new AdminClient(gateway, "nobody", ADMIN_PASSWORD),
                    new AdminClient(gateway, null, null),
                    new AdminClient(gateway, TOKEN_ID, TOKEN_SECRET));   // an API token is not an administrator
            for (AdminClient client : refused) {
                java.net.http.HttpResponse<String> r = client.get(query);
                assertEquals(401, r.statusCode(), r.body());
                assertEquals("", r.body());
                assertTrue(r.headers().allValues("Set-Cookie").stream().noneMatch(c -> c.startsWith("LtpaToken2")), r.headers().toString());
            }
            // the browser's way in: Admin Center's login form
            AdminClient.Login ok = new AdminClient(gateway, null, null).formLogin(ADMIN_USER, ADMIN_PASSWORD);
            assertEquals(302, ok.status());
            assertTrue(ok.signedOn(), "signed on");
            assertTrue(ok.location().endsWith("/adminCenter/"), ok.location());
            AdminClient.Login wrong = new AdminClient(gateway, null, null).formLogin(ADMIN_USER, "wrong-" + ADMIN_PASSWORD);
            assertFalse(wrong.signedOn(), "not signed on");
            assertTrue(wrong.location().contains("login.jsp"), wrong.location());
            // and the administrator is not an API token
            call("GET", "/customers", Api.basic(ADMIN_USER, ADMIN_PASSWORD), null).assertError(401, "UNAUTHORIZED");
        }

        @Test
        void adminPathsAskedOfTheApiPortsOrThroughTheGatewayAreUnknownPaths() {
            String admin = "Authorization: " + Api.basic(ADMIN_USER, ADMIN_PASSWORD) + "\r\n";
            for (String server : SERVERS) {
                int api = apiPorts.get(server);
                RawHttp.Reply unknown = RawHttp.sendTo(api, "127.0.0.1:" + api, "GET", "/no-such-root/", admin);
                assertEquals(404, unknown.status());
                for (String path : List.of("/adminCenter/", "/IBMJMXConnectorREST/mbeans", "/ibm/api/config", "/ibm/adminCenter/explore-1.0/",
                        "/health/ready")) {
                    // whatever host and port the client names: the API port serves only the API's virtual host
                    for (String host : List.of("127.0.0.1:" + api, "127.0.0.1:" + adminPorts.get(server), "localhost:" + healthPorts.get(server))) {
                        RawHttp.Reply r = RawHttp.sendTo(api, host, "GET", path, admin);
                        assertEquals(404, r.status(), server + " " + host + " " + path + ": " + r.body());
                        assertEquals(withoutPath(unknown.body(), "/no-such-root/"), withoutPath(r.body(), path), "the same page as any unknown path");
                        assertNull(r.header("Set-Cookie"), r.headers().toString());
                        assertNull(r.header("Location"), r.headers().toString());
                        assertNull(r.header("WWW-Authenticate"), r.headers().toString());
                    }
                }
            }
            String gateway = "127.0.0.1:" + gatewayPort;
            String token = RawHttp.authorization();
            RawHttp.sendTo(gatewayPort, gateway, "GET", "/grid/2025-10-13/adminCenter/", admin).assertEnvelope(404, "REFERENCE_NOT_FOUND");
            RawHttp.sendTo(gatewayPort, gateway, "GET", "/grid/2025-10-13/IBMJMXConnectorREST/mbeans", token).assertEnvelope(404, "REFERENCE_NOT_FOUND");
            RawHttp.sendTo(gatewayPort, gateway, "GET", "/grid/2025-10-13/%2e%2e/%2e%2e/adminCenter/", token).assertEnvelope(400, "INVALID_INPUT");
            RawHttp.sendTo(gatewayPort, gateway, "GET", "/grid/2025-10-13/customers/%2e%2e%2f%2e%2e%2fIBMJMXConnectorREST", token)
                    .assertEnvelope(400, "INVALID_INPUT");
        }

        @Test
        void aServerStartedWithoutTheCredentialsHasNoAdminPortAndSaysSoOnce() throws Exception {
            String copy = "quote-service-copy";
            try (java.net.Socket s = new java.net.Socket()) {
                assertThrows(java.net.ConnectException.class, () -> s.connect(new java.net.InetSocketAddress("127.0.0.1", adminPorts.get(copy)), 2000));
            }
            Api.Reply health = Api.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + healthPorts.get(copy) + "/health/ready")).build());
            assertEquals(200, health.status(), health.raw().body());
            List<String> log = java.nio.file.Files.readAllLines(servers.get(copy).messagesLog());
            List<String> notices = log.stream().filter(l -> l.contains("Admin Center is off on this server")).toList();
            assertEquals(1, notices.size(), "said once: " + notices);
            assertTrue(notices.get(0).contains("ADMIN_USER, ADMIN_PASSWORD, ADMIN_KEYSTORE_PASSWORD are not set"), notices.get(0));
            assertTrue(log.stream().filter(l -> l.contains("CWWKF0012I")).noneMatch(l -> l.contains("adminCenter")), "no Admin Center feature");
            // the servers started with the credentials say nothing of the kind
            assertTrue(java.nio.file.Files.readAllLines(servers.get("quote-service").messagesLog()).stream()
                    .noneMatch(l -> l.contains("Admin Center is off")));
        }

        @Test
        void theServerConfigurationIsReadableAndNotWritable() {
            AdminClient admin = new AdminClient(adminCenters.get("quote-service"));
            String serverXml = "/IBMJMXConnectorREST/file/" + java.net.URLEncoder.encode("${server.config.dir}/server.xml",
                    java.nio.charset.StandardCharsets.UTF_8);
            java.net.http.HttpResponse<String> read = admin.get(serverXml);
            assertEquals(200, read.statusCode(), read.body());
            assertTrue(read.body().contains("<webApplication id=\"quote-service\""), read.body());
            java.net.http.HttpResponse<String> include = admin.get("/IBMJMXConnectorREST/file/"
                    + java.net.URLEncoder.encode("${shared.config.dir}/management.xml", java.nio.charset.StandardCharsets.UTF_8));
            assertEquals(200, include.statusCode(), "the shared includes too");
            java.net.http.HttpResponse<String> write = admin.post(serverXml, "<server/>");
            assertTrue(write.statusCode() >= 400, "read-only: " + write.statusCode());
            assertEquals(read.body(), admin.get(serverXml).body(), "unchanged");
            // nothing outside the configuration: not the admin keystore, not the machine's files
            for (String file : List.of(adminCenters.get("quote-service").keystore().toString(), "/etc/passwd")) {
                java.net.http.HttpResponse<String> r = admin.get("/IBMJMXConnectorREST/file/" + java.net.URLEncoder.encode(file,
                        java.nio.charset.StandardCharsets.UTF_8));
                assertTrue(r.statusCode() >= 400, file + ": " + r.statusCode());
            }
        }
    }

    /** How many times the server's JVM was launched, by its log (CWWKE0001I). */
    static long launches(LibertyServer server) throws IOException {
        try (var lines = java.nio.file.Files.lines(server.messagesLog())) {
            return lines.filter(l -> l.contains("CWWKE0001I")).count();
        }
    }

    static long number(jakarta.json.JsonValue value) {
        return value instanceof jakarta.json.JsonString s ? Long.parseLong(s.getString()) : ((jakarta.json.JsonNumber) value).longValue();
    }

    /** Liberty's 404 page with the requested path taken out (it echoes the path, HTML-escaped as &#NNN;). */
    static String withoutPath(String page, String path) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("&#(\\d+);").matcher(page);
        StringBuilder decoded = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(decoded, java.util.regex.Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1)))));
        }
        m.appendTail(decoded);
        return decoded.toString().replace(path, "");
    }
}
