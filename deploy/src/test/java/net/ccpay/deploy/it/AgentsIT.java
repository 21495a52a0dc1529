package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.Platform;
import net.ccpay.deploy.it.support.AccessLog;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.SandboxClock;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Agents.POLICY;
import static net.ccpay.deploy.it.support.Agents.redeem;
import static net.ccpay.deploy.it.support.Agents.redeemed;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Agents through the gateway: created by the platform with a device code, installed by redeeming it
 * (no credentials) for an access token, then calling the agent operations with Bearer; the token
 * stops at once when the agent is paused or deleted; each scheme works only on its own paths.
 * Device codes live 900 s (the default of PLATFORM_AGENT_DEVICE_CODE_TTL_SECONDS); their expiry is reached by
 * moving auth-service's sandbox clock forward ({@link SandboxClock}), not by waiting.
 */
class AgentsIT {

    /** platform.agent.device-code-ttl-seconds as the platform has it by default (the test platform keeps it). */
    static final Duration DEVICE_CODE_TTL = Duration.ofSeconds(900);

    static String customerId;

    @BeforeAll
    static void aCustomer() {
        customerId = Onboarding.individual("Agent Owner " + Onboarding.unique()).getString("id");
    }

    static JsonObject createAgent(String name) {
        Api.Reply r = postJson("/agents", "{\"name\":\"" + name + "\",\"customerId\":\"" + customerId + "\",\"policy\":" + POLICY + "}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static Api.Reply asAgent(String token, String method, String path) {
        return Api.send(Api.request(path).setHeader("Authorization", "Bearer " + token)
                .method(method, HttpRequest.BodyPublishers.noBody()).build());
    }

    @Test
    void aNewAgentIsInstalledByItsDeviceCodeAndThenActsWithItsBearerToken() throws Exception {
        JsonObject created = createAgent("Payroll Automation Agent");
        JsonObject agent = created.getJsonObject("agent");
        JsonObject code = created.getJsonObject("deviceCode");
        String agentId = agent.getString("id");
        assertTrue(agentId.startsWith("Agent:"), agentId);
        assertEquals(customerId, agent.getString("customerId"));
        assertFalse(agent.getBoolean("isConnected"));
        assertFalse(agent.getBoolean("isPaused"));
        assertEquals(0, agent.getJsonObject("usage").getInt("dailySpend"));
        assertEquals(500000, agent.getJsonObject("policy").getJsonObject("spendingLimits").getInt("dailyLimit"));
        assertTrue(code.getString("code").matches("^GRID-AGENT-[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$"), code.getString("code"));
        assertEquals(agentId, code.getString("agentId"));
        assertFalse(code.getBoolean("redeemed"));
        Duration life = Duration.between(SandboxClock.now("auth-service"), Instant.parse(code.getString("expiresAt")));
        assertTrue(life.compareTo(DEVICE_CODE_TTL) <= 0 && life.compareTo(DEVICE_CODE_TTL.minusSeconds(30)) > 0,
                "a code expires 900 s after issue, on auth-service's clock: " + life + " left");

        String status = "/agents/device-codes/" + code.getString("code") + "/status";
        assertFalse(get(status).json().getBoolean("redeemed"));

        Api.Reply r = redeem(code.getString("code"));
        assertEquals(200, r.status(), r.raw().body());
        String token = r.json().getString("accessToken");
        assertTrue(token.matches("^gat_[0-9a-f]{40}$"), token);
        assertEquals(agentId, r.json().getString("agentId"));
        assertEquals("Payroll Automation Agent", r.json().getString("agentName"));
        assertEquals(agent.getJsonObject("policy"), r.json().getJsonObject("policy"));

        assertTrue(get(status).json().getBoolean("redeemed"));
        assertTrue(get("/agents/" + agentId).json().getBoolean("isConnected"));

        Api.Reply me = asAgent(token, "GET", "/agents/me");
        assertEquals(200, me.status(), me.raw().body());
        assertEquals(agentId, me.json().getString("id"));
        assertEquals(customerId, me.json().getString("customerId"));
        assertTrue(me.json().getBoolean("isConnected"));

        assertEquals(List.of(sha256(token)), storedTokenHashes(agentId), "only the token's SHA-256 is stored");
        // a new agent has no actions yet
        Api.Reply actions = asAgent(token, "GET", "/agents/me/actions?limit=5");
        assertEquals(200, actions.status(), actions.raw().body());
        assertEquals(0, actions.json().getJsonArray("data").size());
        asAgent(token, "GET", "/agents/me/actions/AgentAction:019542f5-b3e7-1d02-0000-000000000099").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void aDeviceCodeWorksOnceAndUnknownOrMalformedCodesAreNotFound() {
        String code = createAgent("Once").getJsonObject("deviceCode").getString("code");
        redeemed(code.toLowerCase());
        JsonObject again = redeem(code).assertError(400, "INVALID_INPUT");
        assertEquals("DEVICE_CODE_ALREADY_REDEEMED", again.getJsonObject("details").getString("reason"));
        redeem("GRID-AGENT-2222-3333-4444-5555").assertError(404, "REFERENCE_NOT_FOUND");
        redeem("GRID-AGENT-X7K9-M2P4").assertError(404, "REFERENCE_NOT_FOUND");
        get("/agents/device-codes/GRID-AGENT-2222-3333-4444-5555/status").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void anExpiredCodeIsRefusedAndANewCodeForTheAgentWorks() {
        JsonObject created = createAgent("Slow installer");
        String agentId = created.getJsonObject("agent").getString("id");
        JsonObject code = created.getJsonObject("deviceCode");
        Instant expiresAt = Instant.parse(code.getString("expiresAt"));
        // issued after the first, so it expires no earlier: redeemed just before the first one's expiry, it still works
        String punctual = createAgent("Punctual installer").getJsonObject("deviceCode").getString("code");
        SandboxClock.moveTo("auth-service", expiresAt.minusSeconds(15));
        redeemed(punctual);
        SandboxClock.movePast("auth-service", expiresAt);
        JsonObject e = redeem(code.getString("code")).assertError(400, "INVALID_INPUT");
        assertEquals("DEVICE_CODE_EXPIRED", e.getJsonObject("details").getString("reason"));
        assertFalse(get("/agents/" + agentId).json().getBoolean("isConnected"), "nothing was issued");

        Api.Reply fresh = Api.send(Api.request("/agents/" + agentId + "/device-codes").POST(HttpRequest.BodyPublishers.noBody()).build());
        assertEquals(201, fresh.status(), fresh.raw().body());
        assertEquals(200, asAgent(redeemed(fresh.json().getString("code")), "GET", "/agents/me").status());
    }

    @Test
    void aRegeneratedCodeReplacesTheEarlierOneAndAConnectedAgentGetsNoNewCode() {
        JsonObject created = createAgent("Reinstalled");
        String agentId = created.getJsonObject("agent").getString("id");
        String first = created.getJsonObject("deviceCode").getString("code");
        Api.Reply second = Api.send(Api.request("/agents/" + agentId + "/device-codes").POST(HttpRequest.BodyPublishers.noBody()).build());
        assertEquals(201, second.status(), second.raw().body());
        assertNotEquals(first, second.json().getString("code"));
        JsonObject e = redeem(first).assertError(400, "INVALID_INPUT");
        assertEquals("DEVICE_CODE_REPLACED", e.getJsonObject("details").getString("reason"));
        redeemed(second.json().getString("code"));
        Api.send(Api.request("/agents/" + agentId + "/device-codes").POST(HttpRequest.BodyPublishers.noBody()).build())
                .assertError(409, "CONFLICT");
    }

    @Test
    void pausingAnAgentStopsItsTokenAtOnceAndResumingRestoresIt() throws Exception {
        JsonObject created = createAgent("Pausable");
        String agentId = created.getJsonObject("agent").getString("id");
        String token = redeemed(created.getJsonObject("deviceCode").getString("code"));
        assertEquals(200, asAgent(token, "GET", "/agents/me").status());

        Api.Reply paused = Api.patchJson("/agents/" + agentId, "{\"isPaused\":true}");
        assertEquals(200, paused.status(), paused.raw().body());
        assertTrue(paused.json().getBoolean("isPaused"));
        JsonObject refused = asAgent(token, "GET", "/agents/me").assertError(403, "FORBIDDEN");
        assertEquals("AGENT_PAUSED", refused.getJsonObject("details").getString("reason"));
        Api.Reply quotes = asAgent(token, "GET", "/agents/me/transactions");
        quotes.assertError(403, "FORBIDDEN");
        AccessLog.assertNotForwarded(List.of(quotes.header("X-Correlation-Id")));

        assertFalse(Api.patchJson("/agents/" + agentId, "{\"isPaused\":false,\"name\":\"Resumed\"}").json().getBoolean("isPaused"));
        Api.Reply me = asAgent(token, "GET", "/agents/me");
        assertEquals(200, me.status(), me.raw().body());
        assertEquals("Resumed", me.json().getString("name"));
    }

    @Test
    void deletingAnAgentStopsItsTokenAndItsCodesAtOnce() {
        JsonObject created = createAgent("Short-lived");
        String agentId = created.getJsonObject("agent").getString("id");
        String token = redeemed(created.getJsonObject("deviceCode").getString("code"));
        assertEquals(200, asAgent(token, "GET", "/agents/me").status());
        assertEquals(204, Api.delete("/agents/" + agentId).status());
        Api.Reply after = asAgent(token, "GET", "/agents/me");
        after.assertError(401, "UNAUTHORIZED");
        assertEquals("Bearer realm=\"platform\", error=\"invalid_token\"", after.header("WWW-Authenticate"));
        get("/agents/" + agentId).assertError(404, "REFERENCE_NOT_FOUND");
        Api.delete("/agents/" + agentId).assertError(404, "REFERENCE_NOT_FOUND");

        JsonObject unredeemed = createAgent("Never installed");
        assertEquals(204, Api.delete("/agents/" + unredeemed.getJsonObject("agent").getString("id")).status());
        redeem(unredeemed.getJsonObject("deviceCode").getString("code")).assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void eachSchemeWorksOnlyOnItsOwnPathsAndMalformedTokensAre401() throws Exception {
        JsonObject created = createAgent("Scheme checker");
        String token = redeemed(created.getJsonObject("deviceCode").getString("code"));

        Api.Reply basicOnAgentPath = get("/agents/me");
        basicOnAgentPath.assertError(401, "UNAUTHORIZED");
        assertEquals("Bearer realm=\"platform\"", basicOnAgentPath.header("WWW-Authenticate"));
        assertTrue(basicOnAgentPath.json().getString("message").contains("Bearer"));

        Api.Reply bearerOnPlatformPath = asAgent(token, "GET", "/customers?limit=1");
        bearerOnPlatformPath.assertError(401, "UNAUTHORIZED");
        assertEquals("Basic realm=\"platform\"", bearerOnPlatformPath.header("WWW-Authenticate"));
        assertTrue(bearerOnPlatformPath.json().getString("message").contains("HTTP Basic"));
        asAgent(token, "GET", "/agents/" + created.getJsonObject("agent").getString("id")).assertError(401, "UNAUTHORIZED");

        Api.Reply none = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/agents/me")).GET().build());
        none.assertError(401, "UNAUTHORIZED");
        assertEquals("Bearer realm=\"platform\"", none.header("WWW-Authenticate"));
        for (String bad : List.of("gat_123", token.toUpperCase(), token + "0", "", "gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9")) {
            asAgent(bad, "GET", "/agents/me").assertError(401, "UNAUTHORIZED");
        }
        AccessLog.assertNotForwarded(List.of(basicOnAgentPath.header("X-Correlation-Id"), bearerOnPlatformPath.header("X-Correlation-Id")));
    }

    @Test
    void everyInvalidFieldOfANewAgentIsReportedAtOnceAndNothingIsCreated() {
        String unknownCustomer = "Customer:019542f5-b3e7-1d02-0000-0000000000ff";
        JsonObject e = postJson("/agents", "{\"name\":\"\",\"customerId\":\"" + unknownCustomer + "\",\"policy\":{"
                + "\"permissions\":[\"VIEW_TRANSACTIONS\",\"TELEPORT\"],\"defaultExecutionMode\":\"SOMETIMES\","
                + "\"spendingLimits\":{\"currency\":\"XYZ\",\"perTransactionLimit\":-100,\"dailyLimit\":50,\"dailyTransactionLimit\":0,"
                + "\"monthlyLimit\":40},\"approvalThresholds\":{\"amount\":-1}}}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("name", "policy.permissions[1]", "policy.defaultExecutionMode", "policy.spendingLimits.currency",
                "policy.spendingLimits.perTransactionLimit", "policy.spendingLimits.dailyTransactionLimit", "policy.spendingLimits.monthlyLimit",
                "policy.approvalThresholds.currency", "policy.approvalThresholds.amount", "customerId"), Errors.fields(e));
        assertEquals(0, get("/agents?customerId=" + unknownCustomer).json().getInt("totalCount"));

        JsonObject onlyCustomer = postJson("/agents", "{\"name\":\"n\",\"customerId\":\"" + unknownCustomer + "\",\"policy\":" + POLICY + "}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("customerId"), Errors.fields(onlyCustomer));
    }

    @Test
    void aPolicyChangeIsCheckedWholeAndTakesEffectAtOnce() {
        JsonObject created = createAgent("Policy holder");
        String agentId = created.getJsonObject("agent").getString("id");
        String token = redeemed(created.getJsonObject("deviceCode").getString("code"));

        JsonObject e = Api.patchJson("/agents/" + agentId + "/policy", "{\"spendingLimits\":{\"perTransactionLimit\":600000,"
                + "\"monthlyLimit\":-1},\"approvalThresholds\":{\"amount\":5}}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("spendingLimits.dailyLimit", "spendingLimits.monthlyLimit", "approvalThresholds.currency"), Errors.fields(e));
        assertEquals(50000, asAgent(token, "GET", "/agents/me").json().getJsonObject("policy").getJsonObject("spendingLimits")
                .getInt("perTransactionLimit"), "a refused change changes nothing");

        Api.Reply ok = Api.patchJson("/agents/" + agentId + "/policy", "{\"permissions\":[\"VIEW_TRANSACTIONS\"],"
                + "\"spendingLimits\":{\"dailyLimit\":null,\"perTransactionLimit\":70000},\"approvalThresholds\":null}");
        assertEquals(200, ok.status(), ok.raw().body());
        JsonObject policy = asAgent(token, "GET", "/agents/me").json().getJsonObject("policy");
        assertEquals(List.of("VIEW_TRANSACTIONS"), policy.getJsonArray("permissions").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).toList());
        assertEquals(70000, policy.getJsonObject("spendingLimits").getInt("perTransactionLimit"));
        assertTrue(policy.getJsonObject("spendingLimits").isNull("dailyLimit"));
        assertEquals(5000000, policy.getJsonObject("spendingLimits").getInt("monthlyLimit"), "what the patch left out is kept");
        assertFalse(policy.containsKey("approvalThresholds"));
    }

    @Test
    void concurrentRedeemsOfOneCodeIssueExactlyOneToken() throws Exception {
        String code = createAgent("Raced").getJsonObject("deviceCode").getString("code");
        int n = 8;
        ExecutorService pool = Executors.newFixedThreadPool(n);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Api.Reply>> replies = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Callable<Api.Reply> call = () -> {
                    start.await();
                    return redeem(code);
                };
                replies.add(pool.submit(call));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Api.Reply> f : replies) {
                statuses.add(f.get().status());
            }
            assertEquals(1, statuses.stream().filter(s -> s == 200).count(), statuses.toString());
            assertEquals(n - 1, statuses.stream().filter(s -> s == 400).count(), statuses.toString());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void agentsAreListedByTheContractsFiltersAndPagedAndApprovalsAreEmpty() {
        String owner = Onboarding.individual("Lister " + Onboarding.unique()).getString("id");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Api.Reply r = postJson("/agents", "{\"name\":\"listed " + i + "\",\"customerId\":\"" + owner + "\",\"policy\":" + POLICY + "}");
            assertEquals(201, r.status(), r.raw().body());
            ids.add(r.json().getJsonObject("agent").getString("id"));
            if (i == 0) {
                redeemed(r.json().getJsonObject("deviceCode").getString("code"));
            }
        }
        JsonObject page1 = get("/agents?customerId=" + owner + "&limit=2").json();
        assertEquals(3, page1.getInt("totalCount"));
        assertTrue(page1.getBoolean("hasMore"));
        JsonObject page2 = get("/agents?customerId=" + owner + "&limit=2&cursor=" + page1.getString("nextCursor")).json();
        List<String> seen = new ArrayList<>();
        page1.getJsonArray("data").getValuesAs(JsonObject.class).forEach(a -> seen.add(a.getString("id")));
        page2.getJsonArray("data").getValuesAs(JsonObject.class).forEach(a -> seen.add(a.getString("id")));
        assertEquals(ids, seen);
        JsonObject connected = get("/agents?customerId=" + owner + "&isConnected=true").json();
        assertEquals(List.of(ids.get(0)), connected.getJsonArray("data").getValuesAs(JsonObject.class).stream().map(a -> a.getString("id"))
                .collect(Collectors.toList()));
        get("/agents?isPaused=maybe&limit=0").assertError(400, "INVALID_INPUT");

        JsonObject approvals = get("/agents/approvals?agentId=" + ids.get(0)).json();
        assertEquals(0, approvals.getJsonArray("data").size());
        Api.send(Api.request("/agents/" + ids.get(0) + "/actions/AgentAction:019542f5-b3e7-1d02-0000-000000000099/approve")
                .POST(HttpRequest.BodyPublishers.noBody()).build()).assertError(404, "REFERENCE_NOT_FOUND");
        Api.send(Api.request("/agents/Agent:019542f5-b3e7-1d02-0000-000000000098/actions/AgentAction:019542f5-b3e7-1d02-0000-000000000099/reject")
                .POST(HttpRequest.BodyPublishers.noBody()).build()).assertError(404, "REFERENCE_NOT_FOUND");
    }

    static String sha256(String s) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    }

    /** What auth-service's database holds for the agent's token: the hash, never the token. */
    static List<String> storedTokenHashes(String agentId) throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        String url = "jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + o.dbPrefix() + "auth";
        try (Connection c = DriverManager.getConnection(url, o.dbUser(), o.dbPassword());
             PreparedStatement s = c.prepareStatement("SELECT token_sha256 FROM agent WHERE id = ?")) {
            s.setString(1, agentId);
            List<String> out = new ArrayList<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        }
    }
}
