package net.ccpay.deploy.it;

import net.ccpay.deploy.it.support.AccessLog;
import net.ccpay.deploy.it.support.Agents;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.RawHttp;
import net.ccpay.deploy.it.support.Tokens;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.List;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Tokens.SECRET;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Token permissions are enforced at the gateway (403 FORBIDDEN, nothing forwarded), and failed
 * authentications are throttled per client address and per (token id, client address) (429 RATE_LIMITED),
 * never for a correct secret.
 * Tokens with fewer permissions are written straight into auth-service's table, so these checks do
 * not depend on POST /tokens (TokensIT covers that).
 */
class AuthorizationIT {

    static String viewOnly;
    static String manageOnly;

    @BeforeAll
    static void createLimitedTokens() throws Exception {
        viewOnly = Tokens.insert("VIEW");
        manageOnly = Tokens.insert("VIEW,MANAGE");
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
        // approving or rejecting a held agent payment moves money as /transactions/{id}/approve does: one rule
        as(manageOnly, "POST", "/agents/Agent:019542f5-b3e7-1d02-0000-000000000001/actions/AgentAction:019542f5-b3e7-1d02-0000-000000000001/approve", "{}")
                .assertError(403, "FORBIDDEN");
        as(manageOnly, "POST", "/agents/Agent:019542f5-b3e7-1d02-0000-000000000001/actions/AgentAction:019542f5-b3e7-1d02-0000-000000000001/reject", "{}")
                .assertError(403, "FORBIDDEN");
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
    void aTokenIdIsThrottledPerAddressAndNeverLockedOutForItsOwner() throws Exception {
        String owner = Tokens.insert("VIEW");
        // the owner's secret works (and auth-service now knows it) before anyone attacks the token
        assertEquals(200, as(owner, "GET", "/customers?limit=1", null).status());
        // an attacker, from an address of its own, fails with the token's (public) id until it is throttled
        InetAddress attacker = InetAddress.getByName("127.0.0.3");
        int unauthorized = 0;
        RawHttp.Reply last = null;
        for (int i = 0; i < 15 && (last == null || last.status() == 401); i++) {
            last = RawHttp.sendFrom(attacker, "GET", "/grid/2025-10-13/customers", "Authorization: " + Api.basic(owner, "wrong-" + i) + "\r\n", null);
            if (last.status() == 401) {
                unauthorized++;
            }
        }
        assertNotNull(last);
        last.assertEnvelope(429, "RATE_LIMITED");
        assertEquals(10, unauthorized, "the default budget is 10 failures per token id and client address a minute");
        assertTrue(Integer.parseInt(last.header("Retry-After")) > 0);
        // the owner, elsewhere, is not affected at all
        assertEquals(200, RawHttp.sendFrom(InetAddress.getByName("127.0.0.4"), "GET", "/grid/2025-10-13/customers?limit=1",
                "Authorization: " + Api.basic(owner, SECRET) + "\r\n", null).status(), "the same token from another address");
        // and the right secret still authenticates even from the throttled address; wrong ones stay refused
        assertEquals(200, RawHttp.sendFrom(attacker, "GET", "/grid/2025-10-13/customers?limit=1",
                "Authorization: " + Api.basic(owner, SECRET) + "\r\n", null).status(), "a correct secret always authenticates");
        RawHttp.sendFrom(attacker, "GET", "/grid/2025-10-13/customers", "Authorization: " + Api.basic(owner, "wrong-again") + "\r\n", null)
                .assertEnvelope(429, "RATE_LIMITED");
        // X-Forwarded-For from a connection that is no trusted proxy changes nothing
        RawHttp.sendFrom(attacker, "GET", "/grid/2025-10-13/customers",
                "Authorization: " + Api.basic(owner, "wrong-xff") + "\r\nX-Forwarded-For: 198.51.100.77\r\n", null)
                .assertEnvelope(429, "RATE_LIMITED");
    }

    @Test
    void aClientAddressIsThrottledAfterTooManyFailuresWhateverTheTokenIds() throws Exception {
        InetAddress other = InetAddress.getByName("127.0.0.2");
        assertEquals(200, RawHttp.sendFrom(other, "GET", "/grid/2025-10-13/customers?limit=1", RawHttp.authorization(), null).status());
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
        RawHttp.sendFrom(other, "GET", "/grid/2025-10-13/customers", "Authorization: " + Api.basic("spray-last", "wrong") + "\r\n", null)
                .assertEnvelope(429, "RATE_LIMITED");
        assertEquals(200, RawHttp.sendFrom(other, "GET", "/grid/2025-10-13/customers?limit=1", RawHttp.authorization(), null).status(),
                "a correct secret the platform has verified before still authenticates from the throttled address");
        assertEquals(200, Api.get("/customers?limit=1").status(), "another address is not affected");
    }

    @Test
    void aSecretFollowedByNulBytesIsNoSecret() {
        for (String secret : java.util.List.of(Api.TOKEN_SECRET + "\0", Api.TOKEN_SECRET + "\0\0\0\0")) {
            Api.Reply r = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/customers?limit=1"))
                    .header("Authorization", Api.basic(Api.TOKEN_ID, secret)).GET().build());
            r.assertError(401, "UNAUTHORIZED");
        }
    }

    // ---- what a token may do through something it creates, and to other tokens --------------------------------

    static final String MONEY_POLICY = Agents.POLICY;
    static final String VIEW_POLICY = "{\"permissions\":[\"VIEW_TRANSACTIONS\"],\"defaultExecutionMode\":\"AUTO\","
            + "\"spendingLimits\":{\"currency\":\"USD\",\"perTransactionLimit\":50000,\"dailyLimit\":500000,"
            + "\"dailyTransactionLimit\":10,\"monthlyLimit\":5000000}}";

    static String agentBody(String customerId, String policy) {
        return "{\"name\":\"capped agent\",\"customerId\":\"" + customerId + "\",\"policy\":" + policy + "}";
    }

    @Test
    void anAgentCanDoNoMoreThanTheTokenThatCreatesOrChangesIt() throws Exception {
        String customerId = Onboarding.individual("Capped Agent Owner " + Onboarding.unique()).getString("id");
        String manageAndTransact = Tokens.insert("VIEW,MANAGE,TRANSACT");

        JsonObject refused = as(manageOnly, "POST", "/agents", agentBody(customerId, MONEY_POLICY)).assertError(403, "FORBIDDEN");
        assertEquals(List.of("TRANSACT"), refused.getJsonObject("details").getJsonArray("missingPermissions").getValuesAs(JsonString.class)
                .stream().map(JsonString::getString).toList());
        Api.Reply viewAgent = as(manageOnly, "POST", "/agents", agentBody(customerId, VIEW_POLICY));
        assertEquals(201, viewAgent.status(), viewAgent.raw().body());
        String viewAgentId = viewAgent.json().getJsonObject("agent").getString("id");
        Api.Reply moneyAgent = as(manageAndTransact, "POST", "/agents", agentBody(customerId, MONEY_POLICY));
        assertEquals(201, moneyAgent.status(), moneyAgent.raw().body());
        String moneyAgentId = moneyAgent.json().getJsonObject("agent").getString("id");

        // MANAGE alone cannot arm an agent to move money, re-arm one that can, or change it
        as(manageOnly, "PATCH", "/agents/" + viewAgentId + "/policy", "{\"permissions\":[\"VIEW_TRANSACTIONS\",\"EXECUTE_QUOTES\"]}")
                .assertError(403, "FORBIDDEN");
        as(manageOnly, "POST", "/agents/" + moneyAgentId + "/device-codes", null).assertError(403, "FORBIDDEN");
        as(manageOnly, "PATCH", "/agents/" + moneyAgentId, "{\"isPaused\":false}").assertError(403, "FORBIDDEN");
        as(manageOnly, "PATCH", "/agents/" + moneyAgentId + "/policy", "{\"permissions\":[\"VIEW_TRANSACTIONS\"]}").assertError(403, "FORBIDDEN");
        // what it may do itself, it may still do
        assertEquals(200, as(manageOnly, "PATCH", "/agents/" + viewAgentId, "{\"name\":\"renamed\"}").status());
        assertEquals(201, as(manageOnly, "POST", "/agents/" + viewAgentId + "/device-codes", null).status());
        assertEquals(200, as(manageAndTransact, "PATCH", "/agents/" + viewAgentId + "/policy",
                "{\"permissions\":[\"VIEW_TRANSACTIONS\",\"EXECUTE_QUOTES\"]}").status());
        // deleting only takes power away
        assertEquals(204, as(manageOnly, "DELETE", "/agents/" + moneyAgentId, null).status());
    }

    @Test
    void noTokenRemovesAStrongerOneAndTheBootstrapTokenStays() throws Exception {
        String stronger = tokenIdOf(Tokens.insert("VIEW,MANAGE,TRANSACT"));
        String weaker = tokenIdOf(Tokens.insert("VIEW"));
        String bootstrap = tokenIdOf(Api.TOKEN_ID);

        JsonObject refused = as(manageOnly, "DELETE", "/tokens/" + stronger, null).assertError(403, "FORBIDDEN");
        assertTrue(refused.getJsonObject("details").toString().contains("TRANSACT"), refused.toString());
        as(manageOnly, "DELETE", "/tokens/" + bootstrap, null).assertError(403, "FORBIDDEN");
        Api.delete("/tokens/" + bootstrap).assertError(409, "CONFLICT");
        assertEquals(200, Api.get("/ops/webhooks?limit=1").status(), "the operator's token still works");
        assertEquals(200, Api.get("/tokens/" + stronger).status(), "the stronger token is still there");
        assertEquals(204, as(manageOnly, "DELETE", "/tokens/" + weaker, null).status(), "a token it outranks it may delete");
    }

    @Test
    void aDeletedTokenIsRefusedWithinOneSecond() throws Exception {
        Api.Reply created = Api.postJson("/tokens", "{\"name\":\"short-lived\",\"permissions\":[\"VIEW\"]}");
        assertEquals(201, created.status(), created.raw().body());
        String clientId = created.json().getString("clientId");
        String secret = created.json().getString("clientSecret");
        HttpRequest read = HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/customers?limit=1"))
                .header("Authorization", Api.basic(clientId, secret)).GET().build();
        for (int i = 0; i < 5; i++) {
            assertEquals(200, Api.send(read).status(), "the new token works");
        }
        assertEquals(204, Api.delete("/tokens/" + created.json().getString("id")).status());
        long deletedAt = System.nanoTime();
        Thread.sleep(1_050);
        Api.Reply after = Api.send(read);
        after.assertError(401, "UNAUTHORIZED");
        assertTrue(System.nanoTime() - deletedAt < 5_000_000_000L);
    }

    @Test
    void aPullIsOnlyEverTheReceivingCustomersOwnMoney() {
        Payments.Customer victim = Payments.customer("Pull Victim");
        Payments.Customer thief = Payments.customer("Pull Thief");
        String victimsBank = Payments.externalUsdAccount(victim.id(), "555000" + (100_000 + new java.util.Random().nextInt(800_000)));
        long before = Payments.usdBalance(thief);

        Api.Reply quote = Payments.postQuote(Payments.accountToAccount(victimsBank, thief.usd(), "SENDING", 1_000));
        JsonObject e = quote.assertError(400, "INVALID_INPUT");
        assertTrue(Errors.fields(e).contains("source.accountId"), e.toString());
        Api.Reply immediate = Payments.postQuote(Payments.with(Payments.accountToAccount(victimsBank, thief.usd(), "SENDING", 1_000),
                "immediatelyExecute", jakarta.json.JsonValue.TRUE));
        immediate.assertError(400, "INVALID_INPUT");
        String body = "{\"source\":{\"accountId\":\"" + victimsBank + "\"},\"destination\":{\"accountId\":\"" + thief.usd()
                + "\"},\"amount\":1000}";
        Api.postJson("/transfer-in", body).assertError(400, "INVALID_INPUT");
        assertEquals(before, Payments.usdBalance(thief), "nothing moved");
        // the owner's own pull is a payment like any other
        assertEquals(201, Payments.postQuote(Payments.accountToAccount(victimsBank, victim.usd(), "SENDING", 1_000)).status());
    }

    static String tokenIdOf(String clientId) {
        Api.Reply list = Api.get("/tokens?limit=100");
        assertEquals(200, list.status());
        String cursor = null;
        for (int page = 0; page < 50; page++) {
            Api.Reply r = Api.get("/tokens?limit=100" + (cursor == null ? "" : "&cursor=" + cursor));
            for (JsonObject t : r.json().getJsonArray("data").getValuesAs(JsonObject.class)) {
                if (t.getString("clientId").equals(clientId)) {
                    return t.getString("id");
                }
            }
            if (!r.json().getBoolean("hasMore", false)) {
                break;
            }
            cursor = r.json().getString("nextCursor");
        }
        throw new AssertionError("no token with client id " + clientId);
    }
}
