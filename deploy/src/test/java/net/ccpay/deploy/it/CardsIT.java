package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Cards;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.SandboxClock;
import net.ccpay.deploy.it.support.Webhooks;
import net.ccpay.quote.cards.application.CardKeys;
import net.ccpay.quote.cards.domain.CardNumbers;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

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

/**
 * Cards through the gateway: issuing (PROCESSING, then ACTIVE by the sandbox issuer's timer), the lifecycle and its
 * 409s, the reveal and its one-time page, and the sandbox card network on the ledger.
 */
class CardsIT {

    private static String createBody(String customerId, String accountId, String platformCardId) {
        return "{\"cardholderId\":\"" + customerId + "\",\"form\":\"VIRTUAL\",\"fundingSources\":[\"" + accountId + "\"]"
                + (platformCardId == null ? "" : ",\"platformCardId\":\"" + platformCardId + "\"") + "}";
    }

    /** Issues a card and waits until the sandbox issuer has made it ACTIVE. */
    private static JsonObject issue(String customerId, String accountId) {
        return Cards.issueActive(createBody(customerId, accountId, null));
    }

    private static List<JsonObject> stateChanges(String id, String state) {
        return cardWebhooks("CARD.STATE_CHANGE", id).stream()
                .filter(w -> state.equals(w.getJsonObject("body").getJsonObject("data").getString("state"))).toList();
    }

    /** GET of the reveal page as a browser follows the link: no credentials; the contract guard checks it too. */
    private static Api.Reply open(String url) {
        return Api.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).header("Accept", "text/html").GET().build());
    }

    private static void assertPageHeaders(Api.Reply r) {
        String csp = r.header("Content-Security-Policy");
        assertTrue(csp != null && csp.contains("default-src 'none'") && csp.contains("form-action 'none'") && !csp.contains("unsafe"),
                () -> "CSP: " + csp);
        assertEquals("no-store", r.header("Cache-Control"));
        assertEquals("no-referrer", r.header("Referrer-Policy"));
        assertEquals("nosniff", r.header("X-Content-Type-Options"));
        assertTrue(r.header("Content-Type").startsWith("text/html"), r.header("Content-Type"));
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
        JsonObject card = Cards.issue(createBody(c.id(), c.usd(), null));
        String id = card.getString("id");
        assertTrue(id.startsWith("Card:"));
        assertEquals("PROCESSING", card.getString("state"), "the issuer provisions a new card first");
        assertEquals("ACTIVE", Cards.awaitState(id, "ACTIVE").getString("state"));
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
    void aNewCardIsProcessingUntilTheIssuerActivatesItAndThenItsStateChangeIsAnnouncedOnce() {
        Payments.Customer c = fundedCustomer("Card Provisioned", 1_000);
        JsonObject created = Cards.issue(createBody(c.id(), c.usd(), null));
        String id = created.getString("id");
        assertEquals("PROCESSING", created.getString("state"));
        assertEquals(JsonValue.NULL, created.get("stateReason"));
        JsonObject active = Cards.awaitState(id, "ACTIVE");
        assertTrue(Instant.parse(active.getString("updatedAt")).isAfter(Instant.parse(created.getString("createdAt"))), active::toString);
        await(() -> !stateChanges(id, "ACTIVE").isEmpty(), Payments.DEADLINE, () -> "CARD.STATE_CHANGE to ACTIVE of " + id);
        JsonObject data = stateChanges(id, "ACTIVE").get(0).getJsonObject("body").getJsonObject("data");
        assertEquals(id, data.getString("id"));
        assertEquals(c.usd(), data.getJsonArray("fundingSources").getString(0));
        assertEquals(1, cardWebhooks("CARD.STATE_CHANGE", id).size(), "issuing announces nothing; the activation once");
        assertEquals("APPROVED", simulate(id, "authorization", auth(100, "BAKERY")).getString("outcome"));
    }

    @Test
    void aPlatformCardIdEndingIn003StaysProcessingAndDeclinesAuthorizationsAsIfPaused() {
        Payments.Customer c = fundedCustomer("Card Undecided", 1_000);
        String platformCardId = "card-" + UUID.randomUUID() + "-003";
        JsonObject stuck = Cards.issue(createBody(c.id(), c.usd(), platformCardId));
        String id = stuck.getString("id");
        assertEquals(platformCardId, stuck.getString("platformCardId"));
        // a card issued after it becomes ACTIVE: the timer has passed its due time and left it alone
        String later = issue(c.id(), c.usd()).getString("id");
        assertEquals("PROCESSING", get("/cards/" + id).json().getString("state"));
        JsonObject listed = get("/cards?platformCardId=" + platformCardId + "&state=PROCESSING").json();
        assertEquals(1, listed.getJsonArray("data").size(), listed::toString);

        JsonObject declined = simulate(id, "authorization", auth(100, "COFFEE SHOP"));
        assertEquals("DECLINED", declined.getString("outcome"));
        assertEquals("CARD_PAUSED", declined.getString("declineReason"), "declined as a paused card is");
        assertEquals("CARD_PAUSED", simulate(id, "financial_authorization", auth(100, "ATM")).getString("declineReason"));
        assertEquals(1_000, balances(c.id())[0], "nothing held or moved");

        // the contract's transitions start at ACTIVE: a card being provisioned is neither frozen, activated nor closed by a platform
        patchJson("/cards/" + id, "{\"state\":\"ACTIVE\"}").assertError(409, "INVALID_STATE_TRANSITION");
        patchJson("/cards/" + id, "{\"state\":\"FROZEN\"}").assertError(409, "INVALID_STATE_TRANSITION");
        patchJson("/cards/" + id, "{\"state\":\"CLOSED\"}").assertError(409, "INVALID_STATE_TRANSITION");
        JsonObject limited = patchJson("/cards/" + id, "{\"maxSpendPerTransaction\":500}").json();
        assertEquals("PROCESSING", limited.getString("state"));
        assertEquals(500, limited.getInt("maxSpendPerTransaction"));
        assertEquals("PROCESSING", get("/cards/" + id).json().getString("state"));
        await(() -> !stateChanges(later, "ACTIVE").isEmpty(), Payments.DEADLINE, () -> "CARD.STATE_CHANGE of " + later);
        assertEquals(List.of(), cardWebhooks("CARD.STATE_CHANGE", id), "no state change for the card that stays PROCESSING");
    }

    @Test
    void theRevealLinkIsThePlatformsOwnPageShownOnceToABrowserWithoutCredentials() {
        Payments.Customer c = fundedCustomer("Card Reveal", 100);
        JsonObject card = issue(c.id(), c.usd());
        String id = card.getString("id");
        Api.Reply r = postJson("/cards/" + id + "/reveal", "{}");
        assertEquals(200, r.status(), r.raw().body());
        String url = r.json().getString("panEmbedUrl");
        Instant expiresAt = Instant.parse(r.json().getString("expiresAt"));
        assertTrue(url.startsWith(PlatformHarness.baseUrl() + "/cards/" + id + "/pan-embed?t="), url);
        Instant now = SandboxClock.now("quote-service");
        assertTrue(expiresAt.isAfter(now.plusSeconds(240)) && !expiresAt.isAfter(now.plusSeconds(301)), () -> expiresAt + " vs " + now);

        Api.Reply page = open(url);
        assertEquals(200, page.status(), page.raw().body());
        assertPageHeaders(page);
        CardNumbers.Details d = new CardNumbers(CardKeys.derive("issuer|" + CardKeys.SANDBOX_DEFAULT))
                .details(id, Instant.parse(card.getString("createdAt")));
        assertTrue(CardNumbers.luhnValid(d.pan()));
        assertEquals(card.getString("last4"), d.pan().substring(12));
        String pan = d.pan().substring(0, 4) + " " + d.pan().substring(4, 8) + " " + d.pan().substring(8, 12) + " " + d.pan().substring(12);
        assertTrue(page.raw().body().contains(pan), "the full card number");
        assertTrue(page.raw().body().contains(">" + d.cvv() + "<"), "the CVV");
        assertTrue(page.raw().body().contains(String.format("%02d/%d", d.expMonth(), d.expYear())), "the expiry");

        Api.Reply again = open(url);
        assertEquals(410, again.status(), "a link is shown once");
        assertPageHeaders(again);
        assertTrue(!again.raw().body().contains(pan), "a used link shows nothing");

        String token = url.substring(url.indexOf("?t=") + 3);
        assertEquals(404, open(url.replace(token, "A".repeat(43))).status(), "an unknown token");
        assertEquals(404, open(url.replace(token, "not-a-token")).status(), "a malformed token");
        assertPageHeaders(open(url.replace(token, "A".repeat(43))));
        String other = issue(c.id(), c.usd()).getString("id");
        String second = postJson("/cards/" + id + "/reveal", "{}").json().getString("panEmbedUrl");
        assertEquals(404, open(second.replace(id, other)).status(), "a token opens its own card's page only");
        assertEquals(200, open(second).status(), "and was not used up by the other card's attempt");
    }

    @Test
    void aRevealLinkExpiresOnThePlatformClockAndAClosedCardRevealsNothing() {
        Payments.Customer c = fundedCustomer("Card Reveal Expiry", 100);
        String id = issue(c.id(), c.usd()).getString("id");
        JsonObject reveal = postJson("/cards/" + id + "/reveal", "{}").json();
        String closing = postJson("/cards/" + id + "/reveal", "{}").json().getString("panEmbedUrl");
        SandboxClock.movePast("quote-service", Instant.parse(reveal.getString("expiresAt")));
        Api.Reply expired = open(reveal.getString("panEmbedUrl"));
        assertEquals(410, expired.status(), expired.raw().body());
        assertPageHeaders(expired);

        String fresh = postJson("/cards/" + id + "/reveal", "{}").json().getString("panEmbedUrl");
        assertEquals("CLOSED", patchJson("/cards/" + id, "{\"state\":\"CLOSED\"}").json().getString("state"));
        assertEquals(410, open(fresh).status(), "a link minted before the close shows nothing after it");
        assertEquals(410, open(closing).status());
        JsonObject refused = postJson("/cards/" + id + "/reveal", "{}").assertError(409, "CARD_NOT_MUTABLE");
        assertTrue(refused.getString("message").contains(id), refused::toString);
        postJson("/cards/Card:019542f5-b3e7-1d02-0000-000000000001/reveal", "{}").assertError(404, "REFERENCE_NOT_FOUND");
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
