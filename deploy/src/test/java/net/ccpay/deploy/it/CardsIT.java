package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.Webhooks;
import net.ccpay.quote.cards.domain.CardNumbers;
import net.ccpay.quote.cards.domain.RevealSeal;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Payments.amount;
import static net.ccpay.deploy.it.support.Payments.assertLedgerInvariants;
import static net.ccpay.deploy.it.support.Payments.await;
import static net.ccpay.deploy.it.support.Payments.fundedCustomer;
import static net.ccpay.deploy.it.support.Payments.uniqueName;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Cards through the gateway: issuing, the lifecycle and its 409s, the reveal, and the sandbox card network on the ledger. */
class CardsIT {

    private static JsonObject issue(String customerId, String accountId) {
        Api.Reply r = postJson("/cards", "{\"cardholderId\":\"" + customerId + "\",\"form\":\"VIRTUAL\",\"fundingSources\":[\"" + accountId + "\"]}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    private static JsonObject simulate(String cardId, String what, String body) {
        Api.Reply r = postJson("/sandbox/cards/" + cardId + "/simulate/" + what, body);
        assertEquals(202, r.status(), r.raw().body());
        return r.json();
    }

    private static String auth(long amount, String descriptor) {
        return "{\"amount\":" + amount + ",\"currency\":{\"code\":\"USD\"},\"merchant\":{\"descriptor\":\"" + descriptor + "\",\"mcc\":\"5812\",\"country\":\"US\"}}";
    }

    /** {balance, totalBalance} of the account as GET /internal-accounts/{id}... via the customer's list. */
    private static long[] balances(String customerId) {
        Api.Reply r = get("/customers/internal-accounts?customerId=" + customerId + "&currency=USD");
        assertEquals(200, r.status(), r.raw().body());
        JsonObject a = r.json().getJsonArray("data").getJsonObject(0);
        return new long[] {amount(a.getJsonObject("balance")), amount(a.getJsonObject("totalBalance"))};
    }

    private static List<JsonObject> cardWebhooks(String type, String id) {
        return Webhooks.ofType(type).stream().filter(w -> id.equals(w.getJsonObject("body").getJsonObject("data").getString("id", ""))).toList();
    }

    private static void awaitWebhook(String type, String id) {
        await(() -> !cardWebhooks(type, id).isEmpty(), Payments.DEADLINE, () -> type + " webhook for " + id);
    }

    @Test
    void aCardIsIssuedToAnApprovedCustomerOnlyAndFreezesUnfreezesAndCloses() {
        Payments.Customer c = fundedCustomer("Card Holder", 10_000);
        JsonObject card = issue(c.id(), c.usd());
        String id = card.getString("id");
        assertTrue(id.startsWith("Card:"));
        assertEquals("ACTIVE", card.getString("state"));
        assertEquals("USD", card.getString("currency"));
        assertEquals(List.of(c.usd()), card.getJsonArray("fundingSources").getValuesAs(jakarta.json.JsonString.class).stream().map(jakarta.json.JsonString::getString).toList());
        awaitWebhook("CARD.STATE_CHANGE", id);
        assertEquals(id, get("/cards/" + id).json().getString("id"));
        JsonObject list = get("/cards?cardholderId=" + c.id() + "&accountId=" + c.usd() + "&state=ACTIVE").json();
        assertEquals(1, list.getJsonArray("data").size());

        String pending = Customers.create(uniqueName("Card Pending") + " 001", null);
        postJson("/cards", "{\"cardholderId\":\"" + pending + "\",\"form\":\"VIRTUAL\",\"fundingSources\":[\"" + c.usd() + "\"]}")
                .assertError(400, "CARDHOLDER_KYC_NOT_APPROVED");

        assertEquals("FROZEN", patchJson("/cards/" + id, "{\"state\":\"FROZEN\"}").json().getString("state"));
        JsonObject declined = simulate(id, "authorization", auth(100, "COFFEE SHOP"));
        assertEquals("DECLINED", declined.getString("outcome"));
        assertEquals("CARD_PAUSED", declined.getString("declineReason"));
        assertEquals("ACTIVE", patchJson("/cards/" + id, "{\"state\":\"ACTIVE\"}").json().getString("state"));
        JsonObject closed = patchJson("/cards/" + id, "{\"state\":\"CLOSED\"}").json();
        assertEquals("CLOSED", closed.getString("state"));
        assertEquals("CLOSED_BY_PLATFORM", closed.getString("stateReason"));
        patchJson("/cards/" + id, "{\"state\":\"CLOSED\"}").assertError(409, "CARD_ALREADY_CLOSED");
        patchJson("/cards/" + id, "{\"state\":\"ACTIVE\"}").assertError(409, "CARD_NOT_MUTABLE");
        patchJson("/cards/" + id, "{\"maxSpendPerTransaction\":5}").assertError(409, "CARD_NOT_MUTABLE");
        assertEquals("CARD_CLOSED", simulate(id, "authorization", auth(100, "COFFEE SHOP")).getString("declineReason"));
        await(() -> cardWebhooks("CARD.STATE_CHANGE", id).size() >= 4, Payments.DEADLINE, () -> "four state changes of " + id);
    }

    @Test
    void theRevealLinkOpensWithTheSandboxProcessorKey() throws Exception {
        Payments.Customer c = fundedCustomer("Card Reveal", 100);
        JsonObject card = issue(c.id(), c.usd());
        Api.Reply r = postJson("/cards/" + card.getString("id") + "/reveal", "{}");
        assertEquals(200, r.status(), r.raw().body());
        Instant expiresAt = Instant.parse(r.json().getString("expiresAt"));
        Map<String, String> q = new HashMap<>();
        for (String p : URI.create(r.json().getString("panEmbedUrl")).getQuery().split("&")) {
            String[] kv = p.split("=", 2);
            q.put(kv[0], kv[1]);
        }
        assertEquals(card.getString("id"), q.get("card"));
        byte[] key = MessageDigest.getInstance("SHA-256").digest(("processor|ccpay-sandbox-card-issuer").getBytes(StandardCharsets.UTF_8));
        CardNumbers.Details d = new RevealSeal(key).open(q.get("data"), card.getString("id"), expiresAt, Instant.now());
        assertTrue(CardNumbers.luhnValid(d.pan()));
        assertEquals(card.getString("last4"), d.pan().substring(12));
        assertEquals(card.getInt("expMonth"), d.expMonth());
        assertEquals(card.getInt("expYear"), d.expYear());
        assertTrue(d.cvv().matches("[0-9]{3}"));
    }

    @Test
    void anAuthorizationHoldsFundsAndTheClearingSettlesThem() {
        Payments.Customer c = fundedCustomer("Card Spender", 10_000);
        String id = issue(c.id(), c.usd()).getString("id");
        JsonObject a = simulate(id, "authorization", auth(2_500, "BISTRO"));
        assertEquals("APPROVED", a.getString("outcome"));
        String tx = a.getString("cardTransactionId");
        assertTrue(tx.startsWith("CardTransaction:"));
        long[] held = balances(c.id());
        assertEquals(7_500, held[0], "spendable");
        assertEquals(10_000, held[1], "total, with the hold");
        awaitWebhook("CARD_TRANSACTION.AUTHORIZED", tx);

        // more than what is available is declined, nothing moves
        JsonObject tooMuch = simulate(id, "authorization", auth(8_000, "BISTRO"));
        assertEquals("INSUFFICIENT_FUNDS", tooMuch.getString("declineReason"));
        assertEquals("INSUFFICIENT_FUNDS", simulate(id, "authorization", auth(10, "SHOP 002")).getString("declineReason"));
        assertEquals("CARD_PAUSED", simulate(id, "authorization", auth(10, "SHOP 003")).getString("declineReason"));

        JsonObject cleared = simulate(id, "clearing", "{\"cardTransactionId\":\"" + tx + "\",\"amount\":3000}");
        assertEquals("SETTLED", cleared.getJsonObject("cardTransaction").getString("status"));
        long[] after = balances(c.id());
        assertEquals(7_000, after[0]);
        assertEquals(7_000, after[1], "no hold left");
        awaitWebhook("CARD_TRANSACTION.SETTLED", tx);

        JsonObject partial = simulate(id, "return", "{\"cardTransactionId\":\"" + tx + "\",\"amount\":1000}");
        assertEquals("SETTLED", partial.getJsonObject("cardTransaction").getString("status"));
        JsonObject full = simulate(id, "return", "{\"cardTransactionId\":\"" + tx + "\",\"amount\":2000}");
        assertEquals("REFUNDED", full.getJsonObject("cardTransaction").getString("status"));
        assertEquals(10_000, balances(c.id())[0]);
        awaitWebhook("CARD_TRANSACTION.REFUNDED", tx);

        JsonObject reversed = simulate(id, "return_reversal", "{\"cardTransactionId\":\"" + tx + "\"}");
        assertEquals("SETTLED", reversed.getJsonObject("cardTransaction").getString("status"));
        assertEquals(7_000, balances(c.id())[0]);

        assertEquals("APPROVED", simulate(id, "balance_inquiry", "{\"merchant\":{\"descriptor\":\"ATM\"}}").getString("outcome"));
        assertEquals(7_000, balances(c.id())[0], "a balance inquiry moves nothing");
        assertLedgerInvariants();
    }

    @Test
    void adviceExpiryFinancialAndCreditVariantsMoveTheLedger() {
        Payments.Customer c = fundedCustomer("Card Variants", 10_000);
        String id = issue(c.id(), c.usd()).getString("id");
        String tx = simulate(id, "authorization", auth(1_000, "HOTEL")).getString("cardTransactionId");
        simulate(id, "authorization_advice", "{\"cardTransactionId\":\"" + tx + "\",\"amount\":4000}");
        assertEquals(6_000, balances(c.id())[0]);
        simulate(id, "clearing", "{\"cardTransactionId\":\"" + tx + "\",\"amount\":0}");
        long[] expired = balances(c.id());
        assertEquals(10_000, expired[0], "an expiry releases the hold");
        assertEquals(10_000, expired[1]);

        assertEquals("SETTLED", simulate(id, "financial_authorization", auth(800, "ATM WITHDRAWAL"))
                .getJsonObject("cardTransaction").getString("status"));
        assertEquals(9_200, balances(c.id())[0]);
        simulate(id, "financial_credit_authorization", auth(300, "PAYOUTS"));
        assertEquals(9_500, balances(c.id())[0]);
        String credit = simulate(id, "credit_authorization", auth(200, "MARKET")).getString("cardTransactionId");
        simulate(id, "clearing", "{\"cardTransactionId\":\"" + credit + "\",\"amount\":200}");
        assertEquals(9_700, balances(c.id())[0]);
        assertEquals("APPROVED", simulate(id, "credit_authorization_advice", auth(50, "MARKET")).getString("outcome"));
        assertLedgerInvariants();
    }

    @Test
    void closingACardReleasesItsPendingAuthorizationHolds() {
        Payments.Customer c = fundedCustomer("Card Close Holds", 10_000);
        String id = issue(c.id(), c.usd()).getString("id");
        String open = simulate(id, "authorization", auth(3_000, "HOTEL")).getString("cardTransactionId");
        String partly = simulate(id, "authorization", auth(2_000, "CAR RENTAL")).getString("cardTransactionId");
        assertEquals("PARTIALLY_SETTLED", simulate(id, "clearing", "{\"cardTransactionId\":\"" + partly + "\",\"amount\":1500}")
                .getJsonObject("cardTransaction").getString("status"));
        String credit = simulate(id, "credit_authorization", auth(400, "MARKET")).getString("cardTransactionId");
        long[] held = balances(c.id());
        assertEquals(5_000, held[0], "3,000 and 500 held, 1,500 settled");
        assertEquals(8_500, held[1]);

        assertEquals("CLOSED", patchJson("/cards/" + id, "{\"state\":\"CLOSED\"}").json().getString("state"));
        long[] after = balances(c.id());
        assertEquals(8_500, after[0], "every hold went back to the account");
        assertEquals(8_500, after[1], "nothing is held any more");
        for (String tx : List.of(open, partly, credit)) {
            awaitWebhook("CARD_TRANSACTION.SETTLED", tx);
        }
        JsonObject settled = cardWebhooks("CARD_TRANSACTION.SETTLED", partly).get(0).getJsonObject("body").getJsonObject("data");
        assertEquals(1_500, amount(settled.getJsonObject("settledAmount")), "what had settled stays settled");
        assertEquals(0, amount(cardWebhooks("CARD_TRANSACTION.SETTLED", open).get(0).getJsonObject("body").getJsonObject("data")
                .getJsonObject("settledAmount")));
        await(() -> cardWebhooks("CARD.STATE_CHANGE", id).stream().anyMatch(w -> "CLOSED".equals(
                w.getJsonObject("body").getJsonObject("data").getString("state"))), Payments.DEADLINE, () -> "CARD.STATE_CHANGE to CLOSED");
        // a clearing that arrives after the close finds nothing open
        postJson("/sandbox/cards/" + id + "/simulate/clearing", "{\"cardTransactionId\":\"" + open + "\",\"amount\":3000}").assertError(400, "INVALID_INPUT");
        assertLedgerInvariants();
    }

    @Test
    void twentyConcurrentAuthorizationsOfTenDollarsAgainstFiftyApproveExactlyFive() throws Exception {
        Payments.Customer c = fundedCustomer("Card Race", 5_000);
        String id = issue(c.id(), c.usd()).getString("id");
        List<Api.Reply> replies = Concurrency.race(20,
                () -> postJson("/sandbox/cards/" + id + "/simulate/authorization", auth(1_000, "RACE MERCHANT")));
        int approved = 0;
        int declined = 0;
        for (Api.Reply r : replies) {
            assertEquals(202, r.status(), r.raw().body());
            if ("APPROVED".equals(r.json().getString("outcome"))) {
                approved++;
            } else {
                assertEquals("INSUFFICIENT_FUNDS", r.json().getString("declineReason"), r.raw().body());
                declined++;
            }
        }
        assertEquals(5, approved, "exactly as many as the balance covers");
        assertEquals(15, declined);
        long[] b = balances(c.id());
        assertEquals(0, b[0], "all of it held, never below zero");
        assertEquals(5_000, b[1]);
        assertLedgerInvariants();
    }

    @Test
    void everyInvalidFieldIsReportedAtOnce() {
        JsonObject e = postJson("/cards", "{\"cardholderId\":\"nope\",\"form\":\"PHYSICAL\",\"fundingSources\":[],\"maxSpendPerTransaction\":0}")
                .assertError(400, "INVALID_INPUT");
        List<String> fields = Errors.fields(e);
        assertTrue(fields.containsAll(List.of("cardholderId", "form", "fundingSources", "maxSpendPerTransaction")), fields.toString());
        Payments.Customer c = fundedCustomer("Card Invalid", 100);
        String id = issue(c.id(), c.usd()).getString("id");
        JsonObject s = postJson("/sandbox/cards/" + id + "/simulate/authorization", "{\"amount\":0,\"currency\":{},\"merchant\":{\"mcc\":\"12\"}}")
                .assertError(400, "INVALID_INPUT");
        assertTrue(Errors.fields(s).containsAll(List.of("amount", "currency.code", "merchant.descriptor", "merchant.mcc")), Errors.fields(s).toString());
        get("/cards/Card:019542f5-b3e7-1d02-0000-000000000001").assertError(404, "REFERENCE_NOT_FOUND");
        assertNull(null);
    }
}
