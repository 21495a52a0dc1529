package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.PlatformHarness;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Customers.DEFAULT_CURRENCIES;
import static net.ccpay.deploy.it.support.Customers.awaitActiveAccounts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One Idempotency-Key mechanism for every POST that takes it (here: sandbox fund and kyc-link):
 * exact replays, conflicts for reused keys, one effect under concurrency, byte-exact keys per API token.
 */
class IdempotencyIT {

    static String usd;
    static String customer;

    @BeforeAll
    static void aFundedAccount() {
        customer = Customers.create("Idem Potent", null);
        usd = awaitActiveAccounts(customer, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
    }

    static String fund(String account) {
        return "/sandbox/internal-accounts/" + account + "/fund";
    }

    static Api.Reply post(String path, String key, String body) {
        return post(path, key, body, Api.basic(Api.TOKEN_ID, Api.TOKEN_SECRET));
    }

    static Api.Reply post(String path, String key, String body, String authorization) {
        HttpRequest.Builder b = Api.request(path).setHeader("Authorization", authorization).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Idempotency-Key", key);
        }
        return Api.send(b.build());
    }

    /** A fresh USD account with nothing on it, so a test's balance is its own. */
    static String freshUsdAccount(String name) {
        String id = Customers.create(name, null);
        return awaitActiveAccounts(id, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
    }

    static long balance(String account, String ofCustomer) {
        JsonObject a = awaitActiveAccounts(ofCustomer, DEFAULT_CURRENCIES.size()).values().stream()
                .filter(x -> x.getString("id").equals(account)).findFirst().orElseThrow();
        return a.getJsonObject("balance").getJsonNumber("amount").longValue();
    }

    static long kycLinks(String customerId) throws Exception {
        try (Connection c = Databases.of("customer"); PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM kyc_link WHERE customer_id = ?")) {
            ps.setString(1, customerId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    @Test
    void aRetriedDepositReplaysTheFirstAnswerByteForByteAndSaysItIsAReplay() {
        String customerId = Customers.create("Idem Replay", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        Api.Reply first = post(fund(account), key, "{\"amount\":1000}");
        assertEquals(200, first.status(), first.raw().body());
        assertNull(first.header("Idempotent-Replayed"), "the first answer is not a replay");
        Api.Reply again = post(fund(account), key, "{\"amount\":1000}");
        assertEquals(200, again.status(), again.raw().body());
        assertEquals(first.raw().body(), again.raw().body(), "the replay is the first answer, byte for byte");
        assertEquals("true", again.header("Idempotent-Replayed"));
        assertEquals(first.header("Content-Type"), again.header("Content-Type"));
        assertEquals(1000, balance(account, customerId), "credited once");
    }

    @Test
    void aRetriedKycLinkReplaysTheSameLinkWithItsStatus() throws Exception {
        String id = Onboarding.individual("Idem Link 003").getString("id");
        String key = "link-" + UUID.randomUUID();
        Api.Reply first = post("/customers/" + id + "/kyc-link", key, "{\"redirectUri\":\"https://platform.example/back\"}");
        assertEquals(201, first.status(), first.raw().body());
        Api.Reply again = post("/customers/" + id + "/kyc-link", key, "{\"redirectUri\":\"https://platform.example/back\"}");
        assertEquals(201, again.status(), again.raw().body());
        assertEquals(first.raw().body(), again.raw().body());
        assertEquals("true", again.header("Idempotent-Replayed"));
        assertEquals(1, kycLinks(id));
        Api.Reply withoutKey = post("/customers/" + id + "/kyc-link", null, "{\"redirectUri\":\"https://platform.example/back\"}");
        assertEquals(201, withoutKey.status());
        assertNotEquals(first.json().getString("token"), withoutKey.json().getString("token"), "without a key, each call issues a link");
        assertEquals(2, kycLinks(id));
    }

    @Test
    void theSameKeyWithAnotherRequestIsAConflictThatWritesNothing() throws Exception {
        String customerId = Customers.create("Idem Conflict", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        assertEquals(200, post(fund(account), key, "{\"amount\":1000}").status());
        for (String[] other : new String[][] {{fund(account), "{\"amount\":2000}"}, {fund(account), "{\"amount\": 1000}"}, {fund(usd), "{\"amount\":1000}"}}) {
            Api.Reply r = post(other[0], key, other[1]);
            JsonObject e = r.assertError(409, "CONFLICT");
            assertEquals("IDEMPOTENCY_KEY_REUSED", e.getJsonObject("details").getString("reason"));
            assertEquals("false", r.header("X-Should-Retry"), "a reused key is not fixed by retrying");
        }
        assertEquals(1000, balance(account, customerId), "nothing credited by the conflicting requests");

        String id = Onboarding.individual("Idem Conflict 003").getString("id");
        String linkKey = UUID.randomUUID().toString();
        assertEquals(201, post("/customers/" + id + "/kyc-link", linkKey, "{\"redirectUri\":\"https://a.example/\"}").status());
        post("/customers/" + id + "/kyc-link", linkKey, "{\"redirectUri\":\"https://b.example/\"}").assertError(409, "CONFLICT");
        assertEquals(1, kycLinks(id));
    }

    @Test
    void twentyConcurrentDepositsWithOneKeyCreditOnceAndNeverAnswer5xx() throws Exception {
        String customerId = Customers.create("Idem Race", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        List<Api.Reply> replies = Concurrency.race(20, () -> post(fund(account), key, "{\"amount\":700}"));
        assertEveryAnswerIsTheOneAnswerOrInProgress(replies);
        assertEquals(700, balance(account, customerId), "one deposit for twenty requests");

        String id = Onboarding.individual("Idem Race 003").getString("id");
        String linkKey = UUID.randomUUID().toString();
        List<Api.Reply> links = Concurrency.race(20, () -> post("/customers/" + id + "/kyc-link", linkKey, "{}"));
        assertEveryAnswerIsTheOneAnswerOrInProgress(links);
        assertEquals(1, kycLinks(id), "one link for twenty requests");
    }

    static void assertEveryAnswerIsTheOneAnswerOrInProgress(List<Api.Reply> replies) {
        String body = null;
        int executed = 0;
        for (Api.Reply r : replies) {
            assertTrue(r.status() < 500, "never a 5xx: " + r.status() + " " + r.raw().body());
            if (r.status() == 409) {
                assertEquals("IDEMPOTENCY_KEY_IN_PROGRESS", r.assertError(409, "CONFLICT").getJsonObject("details").getString("reason"));
                assertEquals("true", r.header("X-Should-Retry"));
                continue;
            }
            assertTrue(r.status() == 200 || r.status() == 201, r.status() + " " + r.raw().body());
            if (body == null) {
                body = r.raw().body();
            }
            assertEquals(body, r.raw().body(), "every answer is the one answer");
            if (r.header("Idempotent-Replayed") == null) {
                executed++;
            }
        }
        assertEquals(1, executed, "exactly one request executed; the others replayed");
    }

    @Test
    void keysThatDifferOnlyInCaseAreDifferentKeys() {
        String customerId = Customers.create("Idem Case", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String base = "Key-" + UUID.randomUUID().toString().substring(0, 8);
        for (String key : List.of(base, base.toLowerCase(), base.toUpperCase())) {
            Api.Reply r = post(fund(account), key, "{\"amount\":100}");
            assertEquals(200, r.status(), r.raw().body());
            assertNull(r.header("Idempotent-Replayed"), key + " is its own key");
        }
        assertEquals(300, balance(account, customerId));
    }

    @Test
    void keysWithSpacesAccentsOrBeyond255CharactersAreRefusedNotFolded() throws Exception {
        String customerId = Customers.create("Idem Bad Keys", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String k = "cle-" + UUID.randomUUID().toString().substring(0, 8);
        assertEquals(200, post(fund(account), k, "{\"amount\":100}").status());
        for (byte[] bad : List.of((k.replace("cle", "cl\u00e9")).getBytes(StandardCharsets.UTF_8), (k.replace("cle", "cl\u00e9")).getBytes(StandardCharsets.ISO_8859_1),
                ("a b" + k).getBytes(StandardCharsets.US_ASCII), "x".repeat(256).getBytes(StandardCharsets.US_ASCII))) {
            RawReply r = rawPost(fund(account), bad, "{\"amount\":100}");
            assertEquals(400, r.status, new String(bad, StandardCharsets.ISO_8859_1) + " -> " + r.body);
            assertTrue(r.body.contains("\"code\":\"INVALID_INPUT\"") && r.body.contains("Idempotency-Key"), r.body);
        }
        assertEquals(100, balance(account, customerId), "nothing credited for refused keys");
    }

    @Test
    void storedKeysCompareByteForByteWithoutFoldingCaseAccentsOrTrailingSpaces() throws Exception {
        // HTTP drops a header's trailing spaces before the platform sees them, so this is checked where it
        // matters, in the table: keys that a case- or accent-insensitive, space-padded collation would
        // merge are distinct rows.
        String scope = "IT:" + UUID.randomUUID();
        try (Connection c = Databases.of("quote"); PreparedStatement ps = c.prepareStatement(
                "INSERT INTO idempotency_key (scope, idem_key, fingerprint) VALUES (?, ?, ?)")) {
            for (String key : List.of("sandbox", "SANDBOX", "sandbox ", "s\u00e4ndbox")) {
                ps.setBytes(1, scope.getBytes(StandardCharsets.UTF_8));
                ps.setBytes(2, key.getBytes(StandardCharsets.UTF_8));
                ps.setBytes(3, new byte[32]);
                assertEquals(1, ps.executeUpdate(), "'" + key + "' is a key of its own");
            }
        }
    }

    @Test
    void twoApiTokensUsingTheSameKeyDoNotCollide() throws Exception {
        // POST /tokens is not implemented yet, so the second token is a copy of the sandbox token's row
        // under another id and client id (same salted hash, so the same secret works).
        String second = "it-idem-" + UUID.randomUUID().toString().substring(0, 8);
        try (Connection c = Databases.of("auth"); PreparedStatement ps = c.prepareStatement(
                "INSERT INTO api_token (id, name, client_id, secret_hash, permissions, created_at, updated_at) "
                        + "SELECT ?, 'Second token for IdempotencyIT', ?, secret_hash, permissions, created_at, updated_at FROM api_token WHERE client_id = ?")) {
            ps.setString(1, "Token:" + UUID.randomUUID());
            ps.setString(2, second);
            ps.setString(3, Api.TOKEN_ID);
            assertEquals(1, ps.executeUpdate());
        }
        String customerId = Customers.create("Idem Tokens", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        Api.Reply a = post(fund(account), key, "{\"amount\":100}");
        Api.Reply b = post(fund(account), key, "{\"amount\":100}", Api.basic(second, Api.TOKEN_SECRET));
        assertEquals(200, a.status(), a.raw().body());
        assertEquals(200, b.status(), b.raw().body());
        assertNull(b.header("Idempotent-Replayed"), "another token's key is another key");
        assertEquals(200, balance(account, customerId));
    }

    @Test
    void aKeyStillInUseAnswersARetryableInProgressConflictAndThenRuns() throws Exception {
        String tokenId;
        try (Connection c = Databases.of("auth"); PreparedStatement ps = c.prepareStatement("SELECT id FROM api_token WHERE client_id = ?")) {
            ps.setString(1, Api.TOKEN_ID);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                tokenId = rs.getString(1);
            }
        }
        String customerId = Customers.create("Idem Busy", null);
        String account = awaitActiveAccounts(customerId, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        // Another transaction holds the key, as a first request still running would.
        try (Connection holder = Databases.of("quote")) {
            holder.setAutoCommit(false);
            try (PreparedStatement ps = holder.prepareStatement("INSERT INTO idempotency_key (scope, idem_key, fingerprint) VALUES (?, ?, ?)")) {
                ps.setBytes(1, ("PLATFORM:" + tokenId).getBytes(StandardCharsets.UTF_8));
                ps.setBytes(2, key.getBytes(StandardCharsets.US_ASCII));
                ps.setBytes(3, new byte[32]);
                ps.executeUpdate();
            }
            Api.Reply busy = post(fund(account), key, "{\"amount\":100}");
            JsonObject e = busy.assertError(409, "CONFLICT");
            assertEquals("IDEMPOTENCY_KEY_IN_PROGRESS", e.getJsonObject("details").getString("reason"));
            assertEquals("true", busy.header("X-Should-Retry"), "a retry helps here");
            assertEquals("1", busy.header("Retry-After"));
            holder.rollback();
        }
        Api.Reply later = post(fund(account), key, "{\"amount\":100}");
        assertEquals(200, later.status(), later.raw().body());
        assertEquals(100, balance(account, customerId));
    }

    record RawReply(int status, String body) {}

    /** A request written by hand, so a header can carry bytes that the JDK client would refuse or re-encode. */
    static RawReply rawPost(String path, byte[] idempotencyKey, String json) throws Exception {
        URI base = URI.create(PlatformHarness.baseUrl());
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            ByteArrayOutputStream req = new ByteArrayOutputStream();
            req.writeBytes(("POST " + base.getRawPath() + path + " HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort() + "\r\n"
                    + "Authorization: " + Api.basic(Api.TOKEN_ID, Api.TOKEN_SECRET) + "\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + body.length + "\r\nConnection: close\r\nIdempotency-Key: ").getBytes(StandardCharsets.US_ASCII));
            req.writeBytes(idempotencyKey);
            req.writeBytes("\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            req.writeBytes(body);
            out.write(req.toByteArray());
            out.flush();
            InputStream in = s.getInputStream();
            String reply = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(reply.substring(9, 12));
            return new RawReply(status, reply.substring(reply.indexOf("\r\n\r\n") + 4));
        }
    }
}
