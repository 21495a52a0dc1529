package net.ccpay.deploy.it;

import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TextMessage;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.InternalCalls;
import net.ccpay.deploy.it.support.PlatformConfig;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.WebhookReceiver;
import net.ccpay.deploy.it.support.Webhooks;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.security.PublicKey;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Signed webhook delivery as a receiver meets it: a real HTTP server in this JVM is the platform's
 * endpoint. Each test points the config at its own receiver and unsets the endpoint afterwards, so
 * other test classes are not delivered to a dead port. Retries run on the shortened schedule set in
 * {@link PlatformHarness} (2 s doubling to 8 s).
 */
class WebhookDeliveryIT {

    private WebhookReceiver receiver;

    @BeforeEach
    void pointTheConfigAtAFreshReceiver() throws Exception {
        receiver = new WebhookReceiver();
        Api.Reply r = PlatformConfig.patch("{\"webhookEndpoint\":\"" + receiver.url() + "\"}");
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(receiver.url(), r.json().getString("webhookEndpoint"));
        // a new endpoint gets one TEST webhook (checked in aNewEndpointGetsOneSignedTestWebhook); the tests count from here
        receiver.await(x -> "TEST".equals(x.json().getString("type", "")), 1, Duration.ofSeconds(10));
        receiver.forget();
    }

    @Test
    void cardTokenizationEmailAndSmsSettingsAreKeptAndChecked() {
        String body = "{\"cardTokenization2faConfig\":{\"displayName\":\"Acme\",\"email\":{\"fromAddress\":\"cards@acme.com\","
                + "\"fromName\":\"Acme Cards\",\"replyToAddress\":\"support@acme.com\",\"subject\":\"Your code\",\"bodyText\":\"Use this code.\"},"
                + "\"sms\":{\"templateSid\":\"HJaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\",\"bodyText\":\"Use this code.\"}}}";
        Api.Reply r = PlatformConfig.patch(body);
        assertEquals(200, r.status(), r.raw().body());
        JsonObject c = get("/config").json().getJsonObject("cardTokenization2faConfig");
        assertEquals("cards@acme.com", c.getJsonObject("email").getString("fromAddress"));
        assertEquals("Your code", c.getJsonObject("email").getString("subject"));
        assertEquals("HJaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", c.getJsonObject("sms").getString("templateSid"));
        JsonObject e = PlatformConfig.patch("{\"cardTokenization2faConfig\":{\"email\":{\"fromAddress\":\"not-an-email\"},\"sms\":{\"bodyText\":\"\"}}}")
                .assertError(400, "INVALID_INPUT");
        List<String> fields = e.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(f -> f.getString("field")).sorted().toList();
        assertEquals(List.of("cardTokenization2faConfig.email.fromAddress", "cardTokenization2faConfig.sms.bodyText"), fields);
        assertEquals("cards@acme.com", get("/config").json().getJsonObject("cardTokenization2faConfig").getJsonObject("email").getString("fromAddress"),
                "nothing half-written");
    }

    @Test
    void aNewEndpointGetsOneSignedTestWebhook() throws Exception {
        PublicKey key = Webhooks.publicKey(get("/webhooks/public-key").raw().body());
        try (WebhookReceiver other = new WebhookReceiver()) {
            assertEquals(200, PlatformConfig.patch("{\"webhookEndpoint\":\"" + other.url() + "\"}").status());
            WebhookReceiver.Delivery d = other.await(x -> "TEST".equals(x.json().getString("type", "")), 1, Duration.ofSeconds(10)).get(0);
            assertTrue(d.json().getBoolean("test"));
            assertFalse(d.json().containsKey("data"));
            assertTrue(Webhooks.verify(key, d.body(), d.signature()), "signed like every webhook");
            assertEquals("DELIVERED", awaitStatus(d.json().getString("id"), Set.of("DELIVERED")).getString("status"));
            // the same endpoint again, or another field changed: no new TEST
            assertEquals(200, PlatformConfig.patch("{\"webhookEndpoint\":\"" + other.url() + "\"}").status());
            assertEquals(200, PlatformConfig.patch("{\"cardTokenization2faConfig\":{\"displayName\":\"Acme\"}}").status());
            Thread.sleep(1_000);
            assertEquals(1, other.matching(x -> "TEST".equals(x.json().getString("type", ""))).size());
        } finally {
            assertEquals(200, PlatformConfig.patch("{\"webhookEndpoint\":\"" + receiver.url() + "\"}").status());
        }
    }

    @Test
    void thePublicKeysArePemTextWhateverTheClientAccepts() throws Exception {
        for (String path : List.of("/webhooks/public-key", "/webhooks/public-keys")) {
            HttpRequest.Builder plain = HttpRequest.newBuilder(java.net.URI.create(PlatformHarness.baseUrl() + path)).GET();
            Api.Reply asText = Api.send(plain.copy().header("Accept", "text/plain").build());
            assertEquals(200, asText.status(), asText.raw().body());
            // the SDK's default Accept, a client's wildcard, a preference for JSON, one that names neither, and none at all
            for (String accept : List.of("application/json", "*/*", "application/json, text/plain;q=0.5", "text/html", "")) {
                HttpRequest.Builder b = plain.copy();
                if (!accept.isEmpty()) {
                    b.header("Accept", accept);
                }
                Api.Reply r = Api.send(b.build());
                assertEquals(200, r.status(), path + " Accept '" + accept + "': " + r.raw().body());
                assertTrue(r.header("Content-Type").startsWith("text/plain"), path + " Accept '" + accept + "': " + r.header("Content-Type"));
                assertEquals(asText.raw().body(), r.raw().body(), path + " Accept '" + accept + "'");
            }
            Webhooks.publicKey(pemBlocks(asText.raw().body()).get(0));
        }
    }

    @AfterEach
    void unsetTheEndpoint() {
        PlatformConfig.patch("{\"webhookEndpoint\":null}");
        receiver.close();
    }

    @Test
    void everyWebhookIsSignedOverItsExactBodyAndVerifiesWithThePublishedKey() throws Exception {
        Api.Reply pem = get("/webhooks/public-key");
        assertEquals(200, pem.status(), pem.raw().body());
        PublicKey key = Webhooks.publicKey(pem.raw().body());
        String customerId = Customers.create("Ada Lovelace");
        WebhookReceiver.Delivery d = receiver.await(x -> customerId.equals(x.dataId()), 1, Duration.ofSeconds(30)).get(0);
        assertTrue(Webhooks.verify(key, d.body(), d.signature()), "X-Platform-Signature verifies over the raw body");
        assertEquals(d.signature(), d.gridSignature(), "X-Grid-Signature carries the same value");
        assertTrue(d.contentType().startsWith("application/json"));
        JsonObject body = d.json();
        assertTrue(body.getString("id").startsWith("Webhook:"));
        assertEquals("CUSTOMER.KYC_APPROVED", body.getString("type"));
        assertNotNull(body.getString("timestamp"));
        byte[] tampered = d.body().clone();
        tampered[tampered.length - 2] ^= 1;
        assertFalse(Webhooks.verify(key, tampered, d.signature()), "a changed byte does not verify");
        assertEquals("DELIVERED", awaitStatus(body.getString("id"), Set.of("DELIVERED")).getString("status"));
    }

    @Test
    void aReceiverAnswering500Then500Then200GetsTheSameWebhookThreeTimesWithGrowingGapsAndNothingAfter() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        String[] mine = new String[1];
        receiver.answer(d -> d.dataId().equals(mine[0]) ? (calls.incrementAndGet() <= 2 ? 500 : 200) : 200);
        mine[0] = Customers.create("Alan Turing");
        List<WebhookReceiver.Delivery> three = receiver.await(d -> mine[0].equals(d.dataId()), 3, Duration.ofSeconds(40));
        assertEquals(1, three.stream().map(WebhookReceiver.Delivery::webhookId).distinct().count(), "one webhook id: " + three);
        long gap1 = three.get(1).receivedNanos() - three.get(0).receivedNanos();
        long gap2 = three.get(2).receivedNanos() - three.get(1).receivedNanos();
        assertTrue(gap1 >= Duration.ofMillis(1400).toNanos(), "first retry waits the initial interval: " + gap1 / 1_000_000 + " ms");
        assertTrue(gap2 > gap1, "gaps grow: " + gap1 / 1_000_000 + " ms then " + gap2 / 1_000_000 + " ms");
        // The schedule is the signal: a DELIVERED webhook has no next attempt, so the scheduler cannot send it again.
        JsonObject w = awaitStatus(three.get(0).webhookId(), Set.of("DELIVERED"));
        assertFalse(w.containsKey("nextAttemptAt"), "nothing scheduled after the 2xx: " + w);
        assertEquals(3, w.getInt("attemptCount"));
        assertEquals(3, receiver.matching(d -> mine[0].equals(d.dataId())).size(), "nothing re-sent after the 2xx");
        JsonArray attempts = w.getJsonArray("attempts");
        assertEquals(List.of(500, 500, 200), attempts.getValuesAs(JsonObject.class).stream().map(a -> a.getInt("httpStatus")).collect(Collectors.toList()));
        attempts.getValuesAs(JsonObject.class).forEach(a -> assertTrue(a.containsKey("latencyMillis") && a.containsKey("startedAt")));
    }

    @Test
    void a409MeansDuplicateAndStopsRetries() throws Exception {
        String[] mine = new String[1];
        receiver.answer(d -> d.dataId().equals(mine[0]) ? 409 : 200);
        mine[0] = Customers.create("Barbara Liskov");
        String id = receiver.await(d -> mine[0].equals(d.dataId()), 1, Duration.ofSeconds(30)).get(0).webhookId();
        JsonObject w = awaitStatus(id, Set.of("DUPLICATE"));
        assertFalse(w.containsKey("nextAttemptAt"), "no retry scheduled after a 409: " + w);
        assertEquals(1, w.getInt("attemptCount"));
        assertEquals(1, receiver.matching(d -> mine[0].equals(d.dataId())).size(), "no retry after 409");
    }

    @Test
    void theTestWebhookHasTheBriefsShapeIsSignedAndIsNeverRetried() throws Exception {
        PublicKey key = Webhooks.publicKey(get("/webhooks/public-key").raw().body());
        Api.Reply ok = postJson("/webhooks/test", "");
        assertEquals(200, ok.status(), ok.raw().body());
        assertEquals(receiver.url(), ok.json().getString("url"));
        assertEquals(200, ok.json().getInt("response_status"));
        WebhookReceiver.Delivery d = receiver.await(x -> "TEST".equals(x.json().getString("type", "")), 1, Duration.ofSeconds(5)).get(0);
        JsonObject body = d.json();
        assertTrue(body.getBoolean("test"));
        assertTrue(body.getString("id").startsWith("Webhook:"));
        assertNotNull(body.getString("timestamp"));
        assertFalse(body.containsKey("data"), "TEST has no data: " + body);
        assertTrue(Webhooks.verify(key, d.body(), d.signature()));

        receiver.answer(x -> "TEST".equals(x.json().getString("type", "")) ? 500 : 200);
        Api.Reply failed = postJson("/webhooks/test", "");
        JsonObject e = failed.assertError(400, "WEBHOOK_DELIVERY_ERROR");
        assertEquals(500, e.getJsonObject("details").getInt("response_status"));
        JsonObject failedTest = get("/ops/webhooks?limit=1&type=TEST").json().getJsonArray("data").getJsonObject(0);
        assertEquals("FAILED", failedTest.getString("status"), "a failed TEST is final, not scheduled again: " + failedTest);
        assertFalse(failedTest.containsKey("nextAttemptAt"));
        assertEquals(2, receiver.matching(x -> "TEST".equals(x.json().getString("type", ""))).size(), "the failed TEST is not retried");

        try (WebhookReceiver other = new WebhookReceiver()) {
            Api.Reply override = postJson("/sandbox/webhooks/test", "{\"url\":\"" + other.url() + "\"}");
            assertEquals(200, override.status(), override.raw().body());
            assertEquals(other.url(), override.json().getString("url"));
            assertEquals(1, other.matching(x -> true).size());
        }
        postJson("/sandbox/webhooks/test", "{\"url\":\"ftp://example.com/x\"}").assertError(400, "INVALID_INPUT");
    }

    @Test
    void theTestWebhooksUrlPassesTheEndpointPolicyAndNothingIsSentToARefusedOne() {
        for (String refused : new String[]{"http://169.254.169.254/latest/meta-data", "https://169.254.169.254/x",
                "https://0.0.0.0/hooks", "http://example.com/hooks", "https://[fe80::1]/hooks", "https://user:pw@example.com/x"}) {
            JsonObject e = postJson("/sandbox/webhooks/test", "{\"url\":\"" + refused + "\"}").assertError(400, "INVALID_INPUT");
            assertEquals("url", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"), refused);
        }
        JsonObject e = PlatformConfig.patch("{\"webhookEndpoint\":\"http://169.254.169.254/latest/meta-data\"}").assertError(400, "INVALID_INPUT");
        assertEquals("webhookEndpoint", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(receiver.url(), get("/config").json().getString("webhookEndpoint"), "the refused endpoint was not stored");
    }

    @Test
    void whatALoopbackReceiverAnswersIsNeverEchoedToTheCaller() throws Exception {
        Api.Reply ok = postJson("/webhooks/test", "");
        assertEquals(200, ok.status(), ok.raw().body());
        assertEquals(200, ok.json().getInt("response_status"));
        assertFalse(ok.json().containsKey("response_body"), "no body from a loopback target: " + ok.json());
        assertFalse(ok.raw().body().contains("received"), ok.raw().body());

        receiver.answer(x -> "TEST".equals(x.json().getString("type", "")) ? 418 : 200);
        JsonObject e = postJson("/webhooks/test", "").assertError(400, "WEBHOOK_DELIVERY_ERROR");
        assertEquals(418, e.getJsonObject("details").getInt("response_status"));
        assertFalse(e.getJsonObject("details").containsKey("response_body"), "no body in the error either: " + e);
        assertFalse(e.toString().contains("received"), e.toString());
    }

    @Test
    void afterARotationTheNewKeySignsAndThePreviousKeyIsStillPublished() throws Exception {
        String before = get("/webhooks/public-key").raw().body();
        Api.Reply rotated = postJson("/ops/webhooks/signing-key/rotate", "");
        assertEquals(200, rotated.status(), rotated.raw().body());
        String after = get("/webhooks/public-key").raw().body();
        assertEquals(rotated.json().getString("publicKey"), after, "GET /webhooks/public-key serves the new active key");
        assertFalse(after.equals(before));
        assertEquals(1, after.split("-----BEGIN PUBLIC KEY-----", -1).length - 1, "still exactly one PEM block");
        Webhooks.publicKey(after);

        Api.Reply bundle = get("/webhooks/public-keys");
        assertEquals(200, bundle.status(), bundle.raw().body());
        List<String> blocks = pemBlocks(bundle.raw().body());
        assertTrue(blocks.size() >= 2, bundle.raw().body());
        assertEquals(after, blocks.get(0), "the active key comes first");
        assertEquals(before, blocks.get(1), "the key retired a moment ago is still published");

        String customerId = Customers.create("Grace Hopper");
        WebhookReceiver.Delivery d = receiver.await(x -> customerId.equals(x.dataId()), 1, Duration.ofSeconds(30)).get(0);
        assertTrue(Webhooks.verify(Webhooks.publicKey(after), d.body(), d.signature()), "signed with the new key");
        assertFalse(Webhooks.verify(Webhooks.publicKey(before), d.body(), d.signature()), "not with the retired one");
    }

    @Test
    void theSigningKeysPrivateHalfIsStoredOnlyEncrypted() throws Exception {
        try (var c = webhookDb();
             var rs = c.createStatement().executeQuery("SELECT SUM(private_pkcs8 IS NOT NULL), SUM(private_sealed IS NULL), COUNT(*) FROM signing_key")) {
            assertTrue(rs.next());
            assertTrue(rs.getInt(3) >= 1, "a key exists");
            assertEquals(0, rs.getInt(1), "no private key in clear");
            assertEquals(0, rs.getInt(2), "every key sealed");
        }
    }

    @Test
    @org.junit.jupiter.api.Tag("full") // restarts the platform's server, or measures: the full build only
    void aSigningKeyStoredInClearByAnEarlierVersionIsEncryptedAtTheNextStartAndStaysPublished() throws Exception {
        java.security.KeyPairGenerator g = java.security.KeyPairGenerator.getInstance("EC");
        g.initialize(new java.security.spec.ECGenParameterSpec("secp256r1"));
        java.security.KeyPair old = g.generateKeyPair();
        byte[] pkcs8 = old.getPrivate().getEncoded();
        String id = "SigningKey:" + UUID.randomUUID();
        try (java.sql.Connection c = webhookDb();
             java.sql.PreparedStatement ps = c.prepareStatement("INSERT INTO signing_key (id, active_slot, private_pkcs8, public_spki, created_at, retired_at) "
                     + "VALUES (?, NULL, ?, ?, NOW(6) - INTERVAL 2 HOUR, NOW(6) - INTERVAL 1 MINUTE)")) {
            ps.setString(1, id);
            ps.setBytes(2, pkcs8);
            ps.setBytes(3, old.getPublic().getEncoded());
            ps.executeUpdate();
        }
        PlatformHarness.restartServer();
        try (java.sql.Connection c = webhookDb();
             java.sql.PreparedStatement ps = c.prepareStatement("SELECT private_pkcs8, private_sealed FROM signing_key WHERE id = ?")) {
            ps.setString(1, id);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(null, rs.getBytes(1), "the clear private key is gone");
                byte[] sealed = rs.getBytes(2);
                assertNotNull(sealed, "it was sealed");
                String hex = java.util.HexFormat.of().formatHex(sealed);
                assertFalse(hex.contains(java.util.HexFormat.of().formatHex(java.util.Arrays.copyOfRange(pkcs8, pkcs8.length - 32, pkcs8.length))),
                        "the secret scalar does not appear in the sealed bytes");
            }
        }
        String bundle = get("/webhooks/public-keys").raw().body();
        String oldPem = "-----BEGIN PUBLIC KEY-----\n" + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(old.getPublic().getEncoded())
                + "\n-----END PUBLIC KEY-----\n";
        assertTrue(pemBlocks(bundle).contains(oldPem), "retired a minute ago, so still published: " + bundle);
    }

    static java.sql.Connection webhookDb() throws java.sql.SQLException {
        var o = PlatformHarness.platform().options();
        return java.sql.DriverManager.getConnection("jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + o.dbPrefix() + "webhook",
                o.dbUser(), o.dbPassword());
    }

    @Test
    void webhookServiceTellsOtherServicesItsConfigOnlyThroughItsInternalEndpoint() {
        String direct = PlatformHarness.serverUrl() + "/webhook-service/internal/platform-config";
        Api.Reply r = Api.send(HttpRequest.newBuilder(java.net.URI.create(direct))
                .header("X-Internal-Auth", InternalCalls.credentialFor("webhook-service")).GET().build());
        assertEquals(200, r.status(), r.raw().body());
        JsonObject config = get("/config").json();
        assertEquals(config.getString("id"), r.json().getString("id"));
        assertEquals(config.getJsonArray("supportedCurrencies"), r.json().getJsonArray("supportedCurrencies"));
        Api.send(HttpRequest.newBuilder(java.net.URI.create(direct)).GET().build()).assertError(401, "UNAUTHORIZED");
        get("/internal/platform-config").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void withoutAnEndpointTheTestIsRefusedAndWebhooksWaitUntilOneIsSet() throws Exception {
        PlatformConfig.patch("{\"webhookEndpoint\":null}");
        assertFalse(get("/config").json().containsKey("webhookEndpoint"));
        postJson("/webhooks/test", "").assertError(400, "WEBHOOK_ENDPOINT_NOT_SET");
        String customerId = Customers.create("Edsger Dijkstra");
        JsonObject waiting = awaitWebhookOf(customerId);
        // A webhook made after this one has been through the scheduler's pass that woke for it, so the
        // first one has been looked at too: it waits, unattempted.
        JsonObject later = awaitWebhookOf(Customers.create("Tony Hoare"));
        JsonObject still = get("/ops/webhooks/" + waiting.getString("id")).json();
        assertEquals("PENDING", still.getString("status"));
        assertEquals(0, still.getInt("attemptCount"));
        assertEquals(0, get("/ops/webhooks/" + later.getString("id")).json().getInt("attemptCount"));
        PlatformConfig.patch("{\"webhookEndpoint\":\"" + receiver.url() + "\"}");
        receiver.await(d -> customerId.equals(d.dataId()), 1, Duration.ofSeconds(20));
    }

    @Test
    @org.junit.jupiter.api.Tag("full") // restarts the platform's server, or measures: the full build only
    void aWebhookDueForRetryIsStillRetriedAfterTheServerRestarts() throws Exception {
        String[] mine = new String[1];
        AtomicInteger calls = new AtomicInteger();
        receiver.answer(d -> d.dataId().equals(mine[0]) && calls.incrementAndGet() == 1 ? 503 : 200);
        mine[0] = Customers.create("Margaret Hamilton");
        String id = receiver.await(d -> mine[0].equals(d.dataId()), 1, Duration.ofSeconds(30)).get(0).webhookId();
        awaitAttempts(id, 1);
        PlatformHarness.restartServer();
        List<WebhookReceiver.Delivery> two = receiver.await(d -> mine[0].equals(d.dataId()), 2, Duration.ofSeconds(60));
        assertEquals(id, two.get(1).webhookId(), "the same webhook, retried after the restart");
        assertEquals("DELIVERED", awaitStatus(id, Set.of("DELIVERED")).getString("status"));
        assertEquals(2, get("/ops/webhooks/" + id).json().getJsonArray("attempts").size());
    }

    @Test
    void anEventDeliveredTwiceByTheBrokerIsDeliveredOnce() throws Exception {
        String eventId = "Event:" + UUID.randomUUID();
        String customerId = "Customer:" + UUID.randomUUID();
        String payload = "{\"eventId\":\"" + eventId + "\",\"type\":\"CUSTOMER.KYC_REJECTED\",\"source\":\"test\","
                + "\"occurredAt\":\"2026-01-01T00:00:00Z\",\"aggregateId\":\"" + customerId + "\",\"data\":{\"id\":\"" + customerId + "\"}}";
        try (ActiveMQConnectionFactory cf = new ActiveMQConnectionFactory(PlatformHarness.platform().brokerUrl());
             Connection c = cf.createConnection()) {
            Session s = c.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer p = s.createProducer(s.createTopic("platform.events"));
            p.setDeliveryMode(DeliveryMode.PERSISTENT);
            for (int i = 0; i < 2; i++) {
                TextMessage m = s.createTextMessage(payload);
                m.setStringProperty("eventId", eventId);
                p.send(m);
            }
        }
        receiver.await(d -> customerId.equals(d.dataId()), 1, Duration.ofSeconds(30));
        // The consumer handles its queue in order: once an event sent after both copies has made its
        // webhook, both copies have been handled.
        String marker = Customers.create("Niklaus Wirth");
        awaitWebhookOf(marker);
        List<JsonObject> made = Webhooks.listFor("CUSTOMER.KYC_REJECTED", customerId);
        assertEquals(1, made.size(), "one webhook for one event id: " + made);
        assertEquals(1, receiver.matching(d -> customerId.equals(d.dataId())).size());
    }

    @Test
    void theConfigHasTheSandboxDefaultsAndAnInvalidUpdateListsEveryBadField() {
        JsonObject config = get("/config").json();
        assertTrue(config.getString("id").startsWith("PlatformConfig:"));
        Set<String> codes = config.getJsonArray("supportedCurrencies").getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("currencyCode")).collect(Collectors.toSet());
        assertTrue(codes.containsAll(Set.of("USD", "EUR", "MXN", "BRL", "GBP", "INR", "USDC", "BTC", "USDB")), codes.toString());

        Api.Reply bad = PlatformConfig.patch("{\"webhookEndpoint\":\"ftp://example.com/hooks\",\"umaDomain\":\"not a domain\","
                + "\"supportedCurrencies\":[{\"currencyCode\":\"usd\",\"minAmount\":-1,\"maxAmount\":10,"
                + "\"requiredCounterpartyFields\":[],\"enabledTransactionTypes\":[\"SIDEWAYS\"]}],"
                + "\"embeddedWalletConfig\":{\"otpLength\":99},\"feeConfigs\":[{\"feeType\":\"OTHER\"}]}");
        JsonObject e = bad.assertError(400, "INVALID_INPUT");
        Set<String> fields = e.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(f -> f.getString("field")).collect(Collectors.toSet());
        assertTrue(fields.containsAll(Set.of("webhookEndpoint", "umaDomain", "supportedCurrencies[0].currencyCode",
                "supportedCurrencies[0].minAmount", "supportedCurrencies[0].enabledTransactionTypes[0]",
                "embeddedWalletConfig.otpLength", "feeConfigs[0].feeType", "feeConfigs[0].sourceCurrency")), fields.toString());
        assertEquals(receiver.url(), get("/config").json().getString("webhookEndpoint"), "nothing applied");

        PlatformConfig.patch("{\"webhookEndpoint\":\"http://10.0.0.1/hooks\"}").assertError(400, "INVALID_INPUT");
        PlatformConfig.patch("[1]").assertError(400, "INVALID_INPUT");

        Api.Reply ok = PlatformConfig.patch("{\"embeddedWalletConfig\":{\"otpLength\":8}}");
        assertEquals(200, ok.status(), ok.raw().body());
        assertEquals(8, ok.json().getJsonObject("embeddedWalletConfig").getInt("otpLength"));
        assertEquals(receiver.url(), ok.json().getString("webhookEndpoint"), "fields not sent are unchanged");
    }

    // ---- helpers -------------------------------------------------------------------------

    static List<String> pemBlocks(String bundle) {
        List<String> out = new java.util.ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("-----BEGIN PUBLIC KEY-----\\n[^-]*-----END PUBLIC KEY-----\\n").matcher(bundle);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    static JsonObject awaitStatus(String webhookId, Set<String> wanted) throws InterruptedException {
        JsonObject w = null;
        for (int i = 0; i < 100; i++) {
            w = get("/ops/webhooks/" + webhookId).json();
            if (wanted.contains(w.getString("status"))) {
                return w;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("webhook " + webhookId + " never reached " + wanted + ": " + w);
    }

    static void awaitAttempts(String webhookId, int n) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            if (get("/ops/webhooks/" + webhookId).json().getInt("attemptCount") >= n) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("webhook " + webhookId + " never had " + n + " attempts recorded");
    }

    static JsonObject awaitWebhookOf(String customerId) throws InterruptedException {
        for (int i = 0; i < 150; i++) {
            for (JsonObject w : get("/ops/webhooks?limit=100").json().getJsonArray("data").getValuesAs(JsonObject.class)) {
                JsonObject data = w.getJsonObject("body").getJsonObject("data");
                if (data != null && customerId.equals(data.getString("id", ""))) {
                    return w;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no webhook for " + customerId);
    }
}
