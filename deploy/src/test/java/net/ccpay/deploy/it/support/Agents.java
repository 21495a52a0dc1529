package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Payments.Customer;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;

import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Agents as the tests make and install them: a policy, POST /agents, the device code redeemed for an access token,
 * and the agent's own calls with that token (Bearer).
 */
public final class Agents {

    /** Views transactions, creates and executes quotes; 500.00 USD per transaction, approval above 1,000.00. */
    public static final String POLICY = "{\"permissions\":[\"VIEW_TRANSACTIONS\",\"CREATE_QUOTES\",\"EXECUTE_QUOTES\"],"
            + "\"defaultExecutionMode\":\"AUTO\",\"spendingLimits\":{\"currency\":\"USD\",\"perTransactionLimit\":50000,"
            + "\"dailyLimit\":500000,\"dailyTransactionLimit\":10,\"monthlyLimit\":5000000},"
            + "\"approvalThresholds\":{\"currency\":\"USD\",\"amount\":100000}}";

    /** Every permission an agent can have. */
    public static final String ALL = "[\"VIEW_TRANSACTIONS\",\"CREATE_QUOTES\",\"EXECUTE_QUOTES\",\"CREATE_TRANSFERS\",\"MANAGE_EXTERNAL_ACCOUNTS\"]";

    /** A policy spending in USD: amounts in cents; {@code dailyCount} and {@code threshold} may be null (none). */
    public static String policy(String permissions, String mode, long perTx, Long daily, Long dailyCount, Long monthly, Long threshold) {
        return "{\"permissions\":" + permissions + ",\"defaultExecutionMode\":\"" + mode + "\",\"spendingLimits\":{\"currency\":\"USD\","
                + "\"perTransactionLimit\":" + perTx + ",\"dailyLimit\":" + daily
                + (dailyCount == null ? "" : ",\"dailyTransactionLimit\":" + dailyCount) + ",\"monthlyLimit\":" + monthly + "}"
                + (threshold == null ? "" : ",\"approvalThresholds\":{\"currency\":\"USD\",\"amount\":" + threshold + "}") + "}";
    }

    /** The money agents' policy: {@link #ALL} permissions, AUTO, 200.00 per transaction, approval above 50.00. */
    public static final String DEFAULT = policy(ALL, "AUTO", 20000, 100000L, 20L, 1000000L, 5000L);

    private Agents() {}

    /** An installed agent: its id and access token. */
    public record Agent(String id, String token, Customer customer) {}

    /** POST /agents for {@code c} with {@code policyJson}, then its device code redeemed. */
    public static Agent agent(Customer c, String policyJson) {
        Api.Reply r = postJson("/agents", "{\"name\":\"Money agent\",\"customerId\":\"" + c.id() + "\",\"policy\":" + policyJson + "}");
        assertEquals(201, r.status(), r.raw().body());
        String id = r.json().getJsonObject("agent").getString("id");
        return new Agent(id, redeemed(r.json().getJsonObject("deviceCode").getString("code")), c);
    }

    /** POST /agents/device-codes/{code}/redeem as agent software sends it: no Authorization header. */
    public static Api.Reply redeem(String code) {
        return Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/agents/device-codes/" + code + "/redeem"))
                .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    /** The access token a device code is redeemed for. */
    public static String redeemed(String code) {
        Api.Reply r = redeem(code);
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getString("accessToken");
    }

    /** A call of the agent, with its token. */
    public static Api.Reply as(Agent a, String method, String path, String json, String idempotencyKey) {
        HttpRequest.Builder b = Api.request(path).setHeader("Authorization", "Bearer " + a.token());
        if (json != null) {
            b.header("Content-Type", "application/json");
        }
        if (idempotencyKey != null) {
            b.header("Idempotency-Key", idempotencyKey);
        }
        return Api.send(b.method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json)).build());
    }

    public static Api.Reply as(Agent a, String method, String path) {
        return as(a, method, path, null, null);
    }

    /** The agent's quote from {@code source} to {@code destination}, sending {@code usd} cents. */
    public static JsonObject quote(Agent a, String source, String destination, long usd) {
        Api.Reply r = as(a, "POST", "/agents/me/quotes", Payments.accountToAccount(source, destination, "SENDING", usd).toString(), null);
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    public static Api.Reply execute(Agent a, String quoteId) {
        return as(a, "POST", "/agents/me/quotes/" + quoteId + "/execute", "{}", null);
    }

    /** The agent executes the quote, and the answer's status is {@code status}. */
    public static JsonObject executed(Agent a, String quoteId, String status) {
        Api.Reply r = execute(a, quoteId);
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(status, r.json().getString("status"), r.raw().body());
        return r.json();
    }
}
