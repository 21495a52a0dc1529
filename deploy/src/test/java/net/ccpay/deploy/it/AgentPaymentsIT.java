package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Agents.Agent;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.Payments.Customer;
import net.ccpay.deploy.it.support.SandboxClock;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static net.ccpay.deploy.it.support.Agents.ALL;
import static net.ccpay.deploy.it.support.Agents.DEFAULT;
import static net.ccpay.deploy.it.support.Agents.agent;
import static net.ccpay.deploy.it.support.Agents.as;
import static net.ccpay.deploy.it.support.Agents.execute;
import static net.ccpay.deploy.it.support.Agents.executed;
import static net.ccpay.deploy.it.support.Agents.policy;
import static net.ccpay.deploy.it.support.Agents.quote;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Agents moving money through the gateway with their access token: quotes, executions and transfers
 * for their own customer only, under their policy (every rule refused by name, nothing created or
 * spent), usage counted atomically with the execution (concurrent executes never pass a daily limit),
 * and the platform's approval, rejection and the quote's expiry of actions that wait for it.
 */
class AgentPaymentsIT {

    static String rule(Api.Reply refused) {
        JsonObject e = refused.assertError(403, "FORBIDDEN");
        assertEquals("AGENT_POLICY", e.getJsonObject("details").getString("reason"), e.toString());
        return e.getJsonObject("details").getString("rule");
    }

    static JsonObject usage(Agent a) {
        return get("/agents/" + a.id()).json().getJsonObject("usage");
    }

    static int actionRows(String agentId) throws Exception {
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM agent_action WHERE agent_id = ?")) {
            ps.setString(1, agentId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    @Test
    void underTheThresholdAnExecutionRunsAtOnceAndIsCountedAndTheTransactionCarriesTheAgent() {
        Customer c = Payments.fundedCustomer("Agent Payer", 100000);
        Agent a = agent(c, DEFAULT);
        String payee = Payments.externalUsdAccountEnding(c.id(), "123");

        JsonObject q = quote(a, c.usd(), payee, 2500);
        assertEquals("PENDING", q.getString("status"));
        assertEquals(q, as(a, "GET", "/agents/me/quotes/" + q.getString("id")).json());
        JsonObject action = executed(a, q.getString("id"), "APPROVED");
        assertTrue(action.getString("id").startsWith("AgentAction:"), action.toString());
        assertEquals("EXECUTE_QUOTE", action.getString("type"));
        assertEquals(a.id(), action.getString("agentId"));
        assertEquals(c.id(), action.getString("customerId"));
        assertEquals(q.getString("id"), action.getJsonObject("quote").getString("id"));
        String txId = action.getJsonObject("transaction").getString("id");
        assertEquals(q.getString("transactionId"), txId);
        assertEquals(a.id(), action.getJsonObject("transaction").getString("agentId"));

        JsonObject done = Payments.awaitStatus(txId, "COMPLETED");
        assertEquals(a.id(), done.getString("agentId"));
        assertEquals(100000 - 2500, Payments.usdBalance(c));
        JsonObject seen = as(a, "GET", "/agents/me/transactions/" + txId).json();
        assertEquals("COMPLETED", seen.getString("status"));
        List<JsonObject> mine = as(a, "GET", "/agents/me/transactions?limit=10").json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertTrue(mine.stream().anyMatch(t -> t.getString("id").equals(txId)));
        assertTrue(mine.stream().allMatch(t -> c.id().equals(t.getString("customerId"))), "only the agent's customer's transactions");

        JsonObject u = usage(a);
        assertEquals(2500, u.getInt("dailySpend"));
        assertEquals(2500, u.getInt("monthlySpend"));
        assertEquals(1, u.getInt("dailyTransactionCount"));
        assertEquals(u, as(a, "GET", "/agents/me").json().getJsonObject("usage"));
        JsonObject listed = as(a, "GET", "/agents/me/actions?status=APPROVED").json();
        assertEquals(1, listed.getInt("totalCount"));
        assertEquals(action.getString("id"), listed.getJsonArray("data").getJsonObject(0).getString("id"));
        assertEquals("APPROVED", as(a, "GET", "/agents/me/actions/" + action.getString("id")).json().getString("status"));
    }

    @Test
    void aboveTheThresholdTheTransactionWaitsAndThePlatformApprovesItByEitherPath() {
        Customer c = Payments.fundedCustomer("Agent Big Spender", 100000);
        Agent a = agent(c, DEFAULT);
        String payee = Payments.externalUsdAccountEnding(c.id(), "124");

        JsonObject q1 = quote(a, c.usd(), payee, 6000);
        JsonObject pending = executed(a, q1.getString("id"), "PENDING_APPROVAL");
        String tx1 = q1.getString("transactionId");
        assertEquals("PENDING", pending.getJsonObject("transaction").getString("status"));
        assertEquals(100000, Payments.usdBalance(c), "nothing moves before the approval");
        execute(a, q1.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");
        Payments.execute(q1.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");
        assertEquals(6000, usage(a).getInt("dailySpend"), "a pending action counts against the limits");

        Payments.await(() -> Webhooks.ofType("AGENT_ACTION.PENDING_APPROVAL").stream()
                        .anyMatch(w -> pending.getString("id").equals(w.getJsonObject("body").getJsonObject("data").getString("id"))),
                Payments.DEADLINE, () -> "an AGENT_ACTION.PENDING_APPROVAL webhook for " + pending.getString("id"));
        List<JsonObject> approvals = get("/agents/approvals?agentId=" + a.id()).json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(List.of(pending.getString("id")), approvals.stream().map(x -> x.getString("id")).toList());
        assertEquals(1, get("/agents/approvals?customerId=" + c.id()).json().getInt("totalCount"));

        // the brief's path: approve the transaction
        Api.Reply approved = postJson("/transactions/" + tx1 + "/approve", "{}");
        assertEquals(200, approved.status(), approved.raw().body());
        assertEquals("OUTGOING", approved.json().getString("type"));
        assertEquals("APPROVED", as(a, "GET", "/agents/me/actions/" + pending.getString("id")).json().getString("status"));
        Payments.awaitStatus(tx1, "COMPLETED");
        assertEquals(100000 - 6000, Payments.usdBalance(c));
        postJson("/transactions/" + tx1 + "/approve", "{}").assertError(409, "INVALID_STATE_TRANSITION");

        // the contract's path: approve the action
        JsonObject q2 = quote(a, c.usd(), payee, 7000);
        JsonObject pending2 = executed(a, q2.getString("id"), "PENDING_APPROVAL");
        Api.send(Api.request("/agents/Agent:019542f5-b3e7-1d02-0000-000000000098/actions/" + pending2.getString("id") + "/approve")
                .POST(HttpRequest.BodyPublishers.noBody()).build()).assertError(404, "REFERENCE_NOT_FOUND");
        Api.Reply ok = Api.send(Api.request("/agents/" + a.id() + "/actions/" + pending2.getString("id") + "/approve")
                .POST(HttpRequest.BodyPublishers.noBody()).build());
        assertEquals(200, ok.status(), ok.raw().body());
        assertEquals("APPROVED", ok.json().getString("status"));
        Payments.awaitStatus(q2.getString("transactionId"), "COMPLETED");
        assertEquals(100000 - 13000, Payments.usdBalance(c));
        assertEquals(0, get("/agents/approvals?agentId=" + a.id()).json().getInt("totalCount"));
        assertEquals(2, usage(a).getInt("dailyTransactionCount"));
    }

    @Test
    void aRejectedActionMovesNothingFailsItsTransactionAndStopsCounting() {
        Customer c = Payments.fundedCustomer("Agent Rejected", 50000);
        Agent a = agent(c, policy(ALL, "APPROVAL_REQUIRED", 20000, 100000L, null, 1000000L, null));
        JsonObject q = quote(a, c.usd(), Payments.externalUsdAccountEnding(c.id(), "125"), 1000);
        JsonObject pending = executed(a, q.getString("id"), "PENDING_APPROVAL");
        assertEquals(1000, usage(a).getInt("dailySpend"));
        Api.Reply rejected = postJson("/agents/" + a.id() + "/actions/" + pending.getString("id") + "/reject", "{\"reason\":\"Not this week\"}");
        assertEquals(200, rejected.status(), rejected.raw().body());
        assertEquals("REJECTED", rejected.json().getString("status"));
        assertEquals("Not this week", rejected.json().getString("rejectionReason"));
        assertEquals("FAILED", rejected.json().getJsonObject("transaction").getString("status"));
        assertEquals("FAILED", Payments.status(q.getString("transactionId")));
        assertEquals(50000, Payments.usdBalance(c));
        assertEquals(0, usage(a).getInt("dailySpend"));
        assertEquals(0, usage(a).getInt("dailyTransactionCount"));
        postJson("/agents/" + a.id() + "/actions/" + pending.getString("id") + "/approve", "{}").assertError(409, "INVALID_STATE_TRANSITION");

        // rejecting through the transaction (the brief's path for the platform's decisions)
        JsonObject q2 = quote(a, c.usd(), Payments.externalUsdAccountEnding(c.id(), "126"), 1000);
        executed(a, q2.getString("id"), "PENDING_APPROVAL");
        Api.Reply r2 = postJson("/transactions/" + q2.getString("transactionId") + "/reject", "{}");
        assertEquals(200, r2.status(), r2.raw().body());
        assertEquals("FAILED", r2.json().getString("status"));
        assertEquals(50000, Payments.usdBalance(c));
    }

    @Test
    void aQuoteThatExpiresBeforeTheApprovalFailsItsAction() {
        Customer c = Payments.fundedCustomer("Agent Too Late", 50000);
        Agent a = agent(c, policy(ALL, "APPROVAL_REQUIRED", 20000, 100000L, null, 1000000L, null));
        JsonObject q = quote(a, c.usd(), Payments.externalUsdAccountEnding(c.id(), "127"), 1000);
        JsonObject pending = executed(a, q.getString("id"), "PENDING_APPROVAL");
        String path = "/agents/me/actions/" + pending.getString("id");
        // quote-service judges the expiry on its sandbox clock: moved just past it rather than waited for
        SandboxClock.movePast("quote-service", java.time.Instant.parse(q.getString("expiresAt")));
        Payments.await(() -> "FAILED".equals(as(a, "GET", path).json().getString("status")), Payments.DEADLINE,
                () -> "the action fails when its quote expires");
        JsonObject failed = as(a, "GET", path).json();
        assertTrue(failed.getString("rejectionReason").contains("expired"), failed.toString());
        assertEquals("EXPIRED", Payments.status(q.getString("transactionId")));
        postJson("/transactions/" + q.getString("transactionId") + "/approve", "{}").assertError(409, "INVALID_STATE_TRANSITION");
        assertEquals(50000, Payments.usdBalance(c));
        assertEquals(0, usage(a).getInt("dailyTransactionCount"));
    }

    @Test
    void approvingWhenTheFundsAreShortFailsTheActionAndMovesNothing() {
        Customer c = Payments.fundedCustomer("Agent Short", 5000);
        Agent a = agent(c, policy(ALL, "APPROVAL_REQUIRED", 20000, 100000L, null, 1000000L, null));
        JsonObject q = quote(a, c.usd(), Payments.externalUsdAccountEnding(c.id(), "128"), 4000);
        JsonObject pending = executed(a, q.getString("id"), "PENDING_APPROVAL");
        Payments.transferOut(c.usd(), Payments.externalUsdAccountEnding(c.id(), "129"), 3000);
        Api.Reply r = postJson("/agents/" + a.id() + "/actions/" + pending.getString("id") + "/approve", "{}");
        assertEquals(200, r.status(), r.raw().body());
        assertEquals("FAILED", r.json().getString("status"));
        assertEquals("FAILED", Payments.status(q.getString("transactionId")));
        Payments.await(() -> Payments.usdBalance(c) == 2000, Payments.DEADLINE, () -> "only the platform's own transfer moved money");
    }

    @Test
    void everyRuleOfThePolicyRefusesByNameAndNothingIsCreatedOrSpent() throws Exception {
        Customer c = Payments.fundedCustomer("Agent Ruled", 100000);
        String payee = Payments.externalUsdAccountEnding(c.id(), "131");
        String body = Payments.accountToAccount(c.usd(), payee, "SENDING", 1000).toString();

        Agent viewer = agent(c, policy("[\"VIEW_TRANSACTIONS\"]", "AUTO", 20000, null, null, null, null));
        assertEquals("PERMISSION", rule(as(viewer, "POST", "/agents/me/quotes", body, null)));
        assertEquals("PERMISSION", rule(as(viewer, "POST", "/agents/me/transfer-out", transfer(c.usd(), payee, 100), null)));
        Agent quoter = agent(c, policy("[\"CREATE_QUOTES\"]", "AUTO", 20000, null, null, null, null));
        JsonObject q = quote(quoter, c.usd(), payee, 1000);
        assertEquals("PERMISSION", rule(execute(quoter, q.getString("id"))));
        assertEquals("PERMISSION", rule(as(quoter, "GET", "/agents/me/transactions")));

        String eur = c.account("EUR");
        Agent restricted = agent(c, "{\"permissions\":" + ALL + ",\"defaultExecutionMode\":\"AUTO\",\"spendingLimits\":{\"currency\":\"USD\","
                + "\"perTransactionLimit\":20000},\"accountRestrictions\":{\"allowedAccountIds\":[\"" + eur + "\"]}}");
        assertEquals("ACCOUNT_RESTRICTION", rule(as(restricted, "POST", "/agents/me/quotes", body, null)));

        Agent small = agent(c, policy(ALL, "AUTO", 500, null, null, null, null));
        Api.Reply tooBig = as(small, "POST", "/agents/me/quotes", body, null);
        assertEquals("PER_TRANSACTION_LIMIT", rule(tooBig));
        assertEquals(500, tooBig.json().getJsonObject("details").getInt("limit"));
        assertEquals(1000, tooBig.json().getJsonObject("details").getInt("requested"));

        Agent counted = agent(c, policy(ALL, "AUTO", 20000, null, 1L, null, null));
        executed(counted, quote(counted, c.usd(), payee, 100).getString("id"), "APPROVED");
        assertEquals("DAILY_TRANSACTION_LIMIT", rule(execute(counted, quote(counted, c.usd(), payee, 100).getString("id"))));

        Agent monthly = agent(c, policy(ALL, "AUTO", 1000, null, null, 1500L, null));
        executed(monthly, quote(monthly, c.usd(), payee, 1000).getString("id"), "APPROVED");
        JsonObject second = quote(monthly, c.usd(), payee, 1000);
        Api.Reply overMonth = execute(monthly, second.getString("id"));
        assertEquals("MONTHLY_LIMIT", rule(overMonth));
        assertEquals(1000, overMonth.json().getJsonObject("details").getInt("used"));
        assertEquals("PENDING", Payments.getQuote(second.getString("id")).getString("status"), "a refused execution leaves the quote as it was");

        assertEquals(0, actionRows(viewer.id()) + actionRows(quoter.id()) + actionRows(restricted.id()) + actionRows(small.id()));
        assertEquals(1, actionRows(counted.id()));
        assertEquals(1, actionRows(monthly.id()));
        Payments.await(() -> Payments.usdBalance(c) == 100000 - 100 - 1000, Payments.DEADLINE, () -> "only the two allowed executions spent");
    }

    @Test
    void theDailyCountersResetAtTheUtcDayBoundary() throws Exception {
        Customer c = Payments.fundedCustomer("Agent Tomorrow", 100000);
        Agent a = agent(c, policy(ALL, "AUTO", 1000, 1500L, 1L, 1000000L, null));
        String payee = Payments.externalUsdAccountEnding(c.id(), "132");
        executed(a, quote(a, c.usd(), payee, 1000).getString("id"), "APPROVED");
        JsonObject q = quote(a, c.usd(), payee, 1000);
        assertEquals("DAILY_TRANSACTION_LIMIT", rule(execute(a, q.getString("id"))));
        // the first action becomes yesterday's (as if the clock had passed midnight UTC): today's counters start from 0 again
        try (Connection db = Databases.quote(); PreparedStatement ps = db.prepareStatement(
                "UPDATE agent_action SET spend_day = spend_day - INTERVAL 1 DAY WHERE agent_id = ?")) {
            ps.setString(1, a.id());
            assertEquals(1, ps.executeUpdate());
        }
        JsonObject u = usage(a);
        assertEquals(0, u.getInt("dailyTransactionCount"));
        assertEquals(0, u.getInt("dailySpend"));
        assertEquals(1000, u.getInt("monthlySpend"), "the month it was counted in is still this month's: " + u);
        executed(a, q.getString("id"), "APPROVED");
    }

    @Test
    void concurrentExecutesNeverPassTheDailyLimit() throws Exception {
        Customer c = Payments.fundedCustomer("Agent Racer", 100000);
        Agent a = agent(c, policy(ALL, "AUTO", 1000, 3000L, null, 1000000L, null));
        String payee = Payments.externalUsdAccountEnding(c.id(), "133");
        List<String> quotes = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            quotes.add(quote(a, c.usd(), payee, 1000).getString("id"));
        }
        ExecutorService pool = Executors.newFixedThreadPool(10);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Api.Reply>> replies = new ArrayList<>();
        for (String id : quotes) {
            Callable<Api.Reply> call = () -> {
                start.await();
                return execute(a, id);
            };
            replies.add(pool.submit(call));
        }
        start.countDown();
        int approved = 0;
        int refused = 0;
        for (Future<Api.Reply> f : replies) {
            Api.Reply r = f.get();
            if (r.status() == 200) {
                assertEquals("APPROVED", r.json().getString("status"));
                approved++;
            } else {
                assertEquals("DAILY_LIMIT", rule(r));
                refused++;
            }
        }
        pool.shutdown();
        assertEquals(3, approved, "exactly the daily limit's worth");
        assertEquals(7, refused);
        assertEquals(3000, usage(a).getInt("dailySpend"));
        Payments.await(() -> Payments.usdBalance(c) == 100000 - 3000, Payments.DEADLINE, () -> "3 x 10.00 left the account, no more");
    }

    @Test
    void anAgentSeesAndTouchesOnlyItsOwnCustomersThings() {
        Customer mine = Payments.fundedCustomer("Agent Owner", 10000);
        Customer other = Payments.fundedCustomer("Someone Else", 10000);
        Agent a = agent(mine, DEFAULT);
        String myPayee = Payments.externalUsdAccountEnding(mine.id(), "141");
        String theirPayee = Payments.externalUsdAccountEnding(other.id(), "142");

        JsonObject e = as(a, "POST", "/agents/me/quotes", Payments.accountToAccount(other.usd(), myPayee, "SENDING", 100).toString(), null)
                .assertError(400, "INVALID_INPUT");
        assertTrue(Errors.fields(e).contains("source.accountId"), e.toString());
        e = as(a, "POST", "/agents/me/quotes", Payments.accountToAccount(mine.usd(), theirPayee, "SENDING", 100).toString(), null)
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("destination.accountId"), Errors.fields(e));
        e = as(a, "POST", "/agents/me/quotes", Payments.accountToAccount(mine.usd(), other.usd(), "SENDING", 100).toString(), null)
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("destination.accountId"), Errors.fields(e));
        as(a, "POST", "/agents/me/transfer-out", transfer(other.usd(), theirPayee, 100), null).assertError(400, "INVALID_INPUT");

        JsonObject platformQuote = Payments.createQuote(Payments.accountToAccount(mine.usd(), myPayee, "SENDING", 100));
        as(a, "GET", "/agents/me/quotes/" + platformQuote.getString("id")).assertError(404, "QUOTE_NOT_FOUND");
        execute(a, platformQuote.getString("id")).assertError(404, "QUOTE_NOT_FOUND");
        JsonObject theirs = Payments.transferOut(other.usd(), theirPayee, 100);
        as(a, "GET", "/agents/me/transactions/" + theirs.getString("id")).assertError(404, "TRANSACTION_NOT_FOUND");
        as(a, "GET", "/agents/me/external-accounts/" + theirPayee).assertError(404, "REFERENCE_NOT_FOUND");
        as(a, "DELETE", "/agents/me/external-accounts/" + theirPayee).assertError(404, "REFERENCE_NOT_FOUND");

        Set<String> accounts = new HashSet<>();
        as(a, "GET", "/agents/me/internal-accounts?limit=100").json().getJsonArray("data").getValuesAs(JsonObject.class)
                .forEach(x -> accounts.add(x.getString("id")));
        assertEquals(new HashSet<>(mine.accounts().values()), accounts);
        List<String> external = as(a, "GET", "/agents/me/external-accounts").json().getJsonArray("data").getValuesAs(JsonObject.class)
                .stream().map(x -> x.getString("id")).toList();
        assertEquals(List.of(myPayee), external);
        assertEquals(10000, Payments.usdBalance(mine));
    }

    @Test
    void transfersGoThroughThePolicyTooAndWaitForApprovalAboveTheThreshold() {
        Customer c = Payments.fundedCustomer("Agent Mover", 100000);
        Agent a = agent(c, DEFAULT);
        String bank = Payments.externalUsdAccountEnding(c.id(), "151");

        Api.Reply out = as(a, "POST", "/agents/me/transfer-out", transfer(c.usd(), bank, 2000), null);
        assertEquals(201, out.status(), out.raw().body());
        assertEquals("APPROVED", out.json().getString("status"));
        assertEquals("TRANSFER_OUT", out.json().getString("type"));
        JsonObject details = out.json().getJsonObject("transferDetails");
        assertEquals(2000, details.getInt("amount"));
        assertEquals("USD", details.getString("currency"));
        assertEquals(c.usd(), details.getString("sourceAccountId"));
        assertEquals(bank, details.getString("destinationAccountId"));
        Payments.awaitStatus(out.json().getJsonObject("transaction").getString("id"), "COMPLETED");

        Api.Reply in = as(a, "POST", "/agents/me/transfer-in", "{\"source\":{\"accountId\":\"" + bank + "\"},\"destination\":{\"accountId\":\""
                + c.usd() + "\"},\"amount\":1500}", null);
        assertEquals(201, in.status(), in.raw().body());
        assertEquals("TRANSFER_IN", in.json().getString("type"));
        Payments.awaitStatus(in.json().getJsonObject("transaction").getString("id"), "COMPLETED");

        Api.Reply big = as(a, "POST", "/agents/me/transfer-out", transfer(c.usd(), bank, 9000), null);
        assertEquals(201, big.status(), big.raw().body());
        assertEquals("PENDING_APPROVAL", big.json().getString("status"));
        String tx = big.json().getJsonObject("transaction").getString("id");
        assertEquals("PENDING", Payments.status(tx));
        assertEquals(100000 - 2000 + 1500, Payments.usdBalance(c));
        assertEquals(200, postJson("/transactions/" + tx + "/approve", "{}").status());
        Payments.awaitStatus(tx, "COMPLETED");
        assertEquals(100000 - 2000 + 1500 - 9000, Payments.usdBalance(c));
        JsonObject u = usage(a);
        assertEquals(2000 + 9000, u.getInt("dailySpend"), "a transfer-in spends nothing");
        assertEquals(3, u.getInt("dailyTransactionCount"));
    }

    @Test
    void anAgentManagesItsCustomersExternalAccountsWithThePermission() {
        Customer c = Payments.customer("Agent Accounts");
        Agent a = agent(c, DEFAULT);
        String account = "{\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"555000123161\","
                + "\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\","
                + "\"fullName\":\"Agent Payee\"}}}";
        Api.Reply created = as(a, "POST", "/agents/me/external-accounts", account, null);
        assertEquals(201, created.status(), created.raw().body());
        String id = created.json().getString("id");
        assertEquals(c.id(), created.json().getString("customerId"));
        assertEquals(id, as(a, "GET", "/agents/me/external-accounts/" + id).json().getString("id"));
        JsonObject e = as(a, "POST", "/agents/me/external-accounts", Payments.with(Json.createReader(new java.io.StringReader(account)).readObject(),
                "customerId", "Customer:019542f5-b3e7-1d02-0000-000000000010").toString(), null).assertError(400, "INVALID_INPUT");
        assertEquals(List.of("customerId"), Errors.fields(e));
        assertEquals(204, as(a, "DELETE", "/agents/me/external-accounts/" + id).status());
        as(a, "GET", "/agents/me/external-accounts/" + id).assertError(404, "REFERENCE_NOT_FOUND");

        Agent reader = agent(c, policy("[\"VIEW_TRANSACTIONS\"]", "AUTO", 100, null, null, null, null));
        assertEquals("PERMISSION", rule(as(reader, "POST", "/agents/me/external-accounts", account, null)));
        assertEquals(200, as(reader, "GET", "/agents/me/external-accounts").status());
    }

    @Test
    void anIdempotentExecuteIsAnsweredOnceAndReplayed() {
        Customer c = Payments.fundedCustomer("Agent Retry", 10000);
        Agent a = agent(c, DEFAULT);
        JsonObject q = quote(a, c.usd(), Payments.externalUsdAccountEnding(c.id(), "171"), 1000);
        String key = UUID.randomUUID().toString();
        Api.Reply first = as(a, "POST", "/agents/me/quotes/" + q.getString("id") + "/execute", "{}", key);
        Api.Reply again = as(a, "POST", "/agents/me/quotes/" + q.getString("id") + "/execute", "{}", key);
        assertEquals(200, first.status(), first.raw().body());
        assertEquals(first.raw().body(), again.raw().body());
        assertEquals(1, usage(a).getInt("dailyTransactionCount"));
        assertNotEquals(first.json().getString("id"), "");
        assertFalse(execute(a, q.getString("id")).status() == 200, "without the key the quote is taken");
    }

    static String transfer(String source, String destination, long amount) {
        return "{\"source\":{\"accountId\":\"" + source + "\"},\"destination\":{\"accountId\":\"" + destination + "\"},\"amount\":" + amount + "}";
    }
}
