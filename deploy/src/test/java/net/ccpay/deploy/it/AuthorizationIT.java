package net.ccpay.deploy.it;

import net.ccpay.deploy.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Token permissions are enforced at the gateway (403 FORBIDDEN, nothing forwarded), and failed
 * authentications are throttled per client address and per token id (429 RATE_LIMITED).
 * Tokens with fewer permissions are written straight into auth-service's table, so these checks do
 * not depend on POST /tokens (TokensIT covers that).
 */
class AuthorizationIT {

    static final String SECRET = "limited-secret-0123456789abcdef";
    static String viewOnly;
    static String manageOnly;

    @BeforeAll
    static void createLimitedTokens() throws Exception {
        viewOnly = insertToken("VIEW");
        manageOnly = insertToken("VIEW,MANAGE");
    }

    static String insertToken(String permissions) throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        String clientId = "limited-" + UUID.randomUUID();
        String url = "jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + o.dbPrefix() + "auth";
        try (Connection c = DriverManager.getConnection(url, o.dbUser(), o.dbPassword());
             PreparedStatement s = c.prepareStatement("INSERT INTO api_token (id, name, client_id, secret_hash, permissions, created_at, updated_at)"
                     + " VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            Timestamp now = Timestamp.from(Instant.now());
            s.setString(1, "Token:" + UUID.randomUUID());
            s.setString(2, "limited " + permissions);
            s.setString(3, clientId);
            s.setString(4, pbkdf2(SECRET));
            s.setString(5, permissions);
            s.setTimestamp(6, now);
            s.setTimestamp(7, now);
            s.executeUpdate();
        }
        return clientId;
    }

    /** auth-service's stored format: pbkdf2-sha256$iterations$salt$hash (few iterations: this is a test token). */
    static String pbkdf2(String secret) throws Exception {
        byte[] salt = new byte[16];
        new SecureRandom().nextBytes(salt);
        int iterations = 1000;
        byte[] hash = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                .generateSecret(new PBEKeySpec(secret.toCharArray(), salt, iterations, 256)).getEncoded();
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return "pbkdf2-sha256$" + iterations + "$" + b64.encodeToString(salt) + "$" + b64.encodeToString(hash);
    }

    static Api.Reply as(String clientId, String method, String path, String json) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + path))
                .header("Authorization", Api.basic(clientId, SECRET));
        if (json != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return Api.send(b.build());
    }

    @Test
    void aViewTokenReadsButCannotChangeCustomersOrConfig() throws Exception {
        assertEquals(200, as(viewOnly, "GET", "/customers", null).status());
        Api.Reply create = as(viewOnly, "POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Not Allowed\"}");
        create.assertError(403, "FORBIDDEN");
        Api.Reply config = as(viewOnly, "PATCH", "/config", "{\"umaDomain\":\"evil.example\"}");
        config.assertError(403, "FORBIDDEN");
        AccessLog.assertNotForwarded(java.util.List.of(create.header("X-Correlation-Id"), config.header("X-Correlation-Id")));
    }

    @Test
    void moneyMovementNeedsTransactEvenWithManage() {
        as(manageOnly, "POST", "/quotes", "{}").assertError(403, "FORBIDDEN");
        as(manageOnly, "POST", "/sandbox/internal-accounts/InternalAccount:019542f5-b3e7-1d02-0000-000000000001/fund", "{\"amount\":100}")
                .assertError(403, "FORBIDDEN");
    }

    @Test
    void onlyAnOperatorTokenRotatesTheSigningKeyOrReadsStoredWebhooks() {
        String before = Api.get("/webhooks/public-key").raw().body();
        as(manageOnly, "POST", "/ops/webhooks/signing-key/rotate", null).assertError(403, "FORBIDDEN");
        as(viewOnly, "GET", "/ops/webhooks", null).assertError(403, "FORBIDDEN");
        assertEquals(before, Api.get("/webhooks/public-key").raw().body(), "the key was not rotated");
        assertEquals(200, Api.get("/ops/webhooks").status(), "the bootstrap token keeps every permission");
    }

    @Test
    void aTokenIdIsThrottledAfterTooManyFailures() throws Exception {
        // from an address of its own, so the failures do not count against the other tests' 127.0.0.1
        InetAddress address = InetAddress.getByName("127.0.0.3");
        String id = "throttled-" + UUID.randomUUID();
        int unauthorized = 0;
        RawHttp.Reply last = null;
        for (int i = 0; i < 15 && (last == null || last.status() == 401); i++) {
            last = RawHttp.sendFrom(address, "GET", "/grid/2025-10-13/customers", "Authorization: " + Api.basic(id, "wrong-" + i) + "\r\n", null);
            if (last.status() == 401) {
                unauthorized++;
            }
        }
        assertNotNull(last);
        last.assertEnvelope(429, "RATE_LIMITED");
        assertEquals(10, unauthorized, "the default budget is 10 failures per token id and minute");
        assertTrue(Integer.parseInt(last.header("Retry-After")) > 0);
        assertEquals(200, RawHttp.sendFrom(address, "GET", "/grid/2025-10-13/customers?limit=1", RawHttp.authorization(), null).status(),
                "another token from the same address still works");
    }

    @Test
    void aClientAddressIsThrottledAfterTooManyFailuresWhateverTheTokenIds() throws Exception {
        InetAddress other = InetAddress.getByName("127.0.0.2");
        RawHttp.Reply last = null;
        int unauthorized = 0;
        for (int i = 0; i < 60 && (last == null || last.status() == 401); i++) {
            last = RawHttp.sendFrom(other, "GET", "/grid/2025-10-13/customers",
                    "Authorization: " + Api.basic("spray-" + UUID.randomUUID(), "wrong") + "\r\n", null);
            if (last.status() == 401) {
                unauthorized++;
            }
        }
        assertNotNull(last);
        last.assertEnvelope(429, "RATE_LIMITED");
        assertEquals(30, unauthorized, "the default budget is 30 failures per address and minute");
        RawHttp.Reply good = RawHttp.sendFrom(other, "GET", "/grid/2025-10-13/customers?limit=1", RawHttp.authorization(), null);
        good.assertEnvelope(429, "RATE_LIMITED");
        assertEquals(200, Api.get("/customers?limit=1").status(), "another address is not affected");
    }
}
