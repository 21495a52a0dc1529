package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.Platform;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Cards;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.WalletClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Errors.reasonOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Delegated keys through the gateway: the three signed legs (stamped by a real P-256 session key of the
 * wallet's owner), the PENDING key an abandoned flow leaves, one ACTIVE key per card funding source,
 * the list's filters, get and revoke, each refusal; and the card authorization an Embedded Wallet funds
 * only while its delegated key is ACTIVE. Every body is checked against the contract by {@link Api}.
 */
class DelegatedKeysIT {

    static final String PATH = "/auth/delegated-keys";

    static WalletClient owner;
    static WalletClient.Login login;

    @BeforeAll
    static void aFundedWalletWithASession() {
        owner = WalletClient.create("delegated");
        Payments.fund(owner.wallet, 50_000_000);
        login = owner.login();
    }

    /** An ACTIVE card funded by the owner's Embedded Wallet alone (so it transacts in USDB). */
    static String walletCard() {
        JsonObject card = Cards.issueActive("{\"cardholderId\":\"" + owner.customer + "\",\"form\":\"VIRTUAL\",\"fundingSources\":[\"" + owner.wallet + "\"]}");
        assertEquals("USDB", card.getString("currency"));
        return card.getString("id");
    }

    static String body(String cardId, String accountId, String nickname) {
        return "{\"cardId\":\"" + cardId + "\",\"internalAccountId\":\"" + accountId + "\",\"nickname\":\"" + nickname + "\"}";
    }

    /** A signed leg with the contract's header spelling. */
    static Api.Reply leg(String body, P256KeyPair key, JsonObject pending) {
        return WalletClient.call("POST", PATH, body, Map.of(
                "Grid-Wallet-Signature", ApiKeyStamp.stamp(key, pending.getString("payloadToSign")),
                "Request-Id", pending.getString("requestId")));
    }

    static JsonObject challenge(Api.Reply r) {
        assertEquals(202, r.status(), r.raw().body());
        JsonObject p = r.json();
        assertEquals(Set.of("payloadToSign", "requestId", "expiresAt"), p.keySet());
        assertEquals(p.getString("requestId"), r.header("Request-Id"));
        return p;
    }

    /** All three legs: the ACTIVE key. */
    static JsonObject activate(String body) {
        return activate(body, login);
    }

    /** All three legs, stamped by {@code signer}'s session: the ACTIVE key. */
    static JsonObject activate(String body, WalletClient.Login signer) {
        JsonObject first = WalletClient.firstLeg("POST", PATH, body);
        JsonObject second = challenge(leg(body, signer.key(), first));
        Api.Reply done = leg(body, signer.key(), second);
        assertEquals(201, done.status(), done.raw().body());
        return done.json();
    }

    static JsonObject authorize(String cardId, long amount) {
        Api.Reply r = postJson("/sandbox/cards/" + cardId + "/simulate/authorization", "{\"amount\":" + amount
                + ",\"currency\":{\"code\":\"USDB\"},\"merchant\":{\"descriptor\":\"COFFEE SHOP 123\",\"mcc\":\"5812\",\"country\":\"US\"}}");
        assertEquals(202, r.status(), r.raw().body());
        return r.json();
    }

    /** Every key a filtered list shows, on one page of the largest size. */
    static List<JsonObject> list(String query) {
        Api.Reply r = get(PATH + "?" + query + "&limit=100");
        assertEquals(200, r.status(), r.raw().body());
        assertFalse(r.json().getBoolean("hasMore"), "one page holds them all");
        assertEquals(r.json().getJsonArray("data").size(), r.json().getInt("totalCount"));
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class);
    }

    @Test
    void threeSignedLegsMakeAnActiveKeyThatLetsTheWalletFundTheCardUntilItIsRevoked() throws Exception {
        String card = walletCard();
        long before = Payments.balance(owner.customer, "USDB");
        JsonObject declined = authorize(card, 1_000_000);
        assertEquals("DECLINED", declined.getString("outcome"));
        assertEquals("INSUFFICIENT_FUNDS", declined.getString("declineReason"));
        assertTrue(declined.getString("declineDetail").contains(owner.wallet), declined::toString);
        assertEquals(before, Payments.balance(owner.customer, "USDB"), "a decline moves nothing");

        String body = body(card, owner.wallet, "Card payments key");
        JsonObject first = WalletClient.firstLeg("POST", PATH, body);
        JsonObject signer = WalletClient.parse(first.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_CREATE_USERS", signer.getString("type"));
        assertEquals(owner.wallet, signer.getString("organizationId"));
        assertTrue(list("accountId=" + owner.wallet).stream().noneMatch(k -> card.equals(k.getString("cardId"))),
                "after the first leg there is no key to show yet");

        JsonObject second = challenge(leg(body, login.key(), first));
        assertNotEquals(first.getString("requestId"), second.getString("requestId"));
        assertEquals("ACTIVITY_TYPE_CREATE_POLICIES", WalletClient.parse(second.getString("payloadToSign")).getString("type"));
        List<JsonObject> pending = list("accountId=" + owner.wallet).stream().filter(k -> card.equals(k.getString("cardId"))).toList();
        assertEquals(1, pending.size());
        assertEquals("PENDING", pending.get(0).getString("status"));
        assertEquals("DECLINED", authorize(card, 1_000_000).getString("outcome"), "a PENDING key cannot sign");

        Api.Reply done = leg(body, login.key(), second);
        assertEquals(201, done.status(), done.raw().body());
        JsonObject key = done.json();
        String id = key.getString("id");
        assertTrue(id.startsWith("DelegatedKey:"), id);
        assertEquals(pending.get(0).getString("id"), id);
        assertEquals("ACTIVE", key.getString("status"));
        assertEquals(card, key.getString("cardId"));
        assertEquals(owner.wallet, key.getString("accountId"));
        assertEquals("Card payments key", key.getString("nickname"));
        assertTrue(key.getString("fundingSourceId").matches("CardFundingSource:[0-9a-f-]{36}"), key::toString);
        P256PublicKey publicKey = P256PublicKey.fromCompressedHex(key.getString("publicKey"));
        assertEquals(key.getString("publicKey"), publicKey.compressedHex(), "a compressed P-256 point");
        assertCustodiedSealed(id, key.getString("publicKey"));
        leg(body, login.key(), second).assertError(401, "UNAUTHORIZED");

        JsonObject approved = authorize(card, 1_000_000);
        assertEquals("APPROVED", approved.getString("outcome"), approved::toString);
        assertEquals(owner.wallet, approved.getJsonObject("cardTransaction").getString("accountId"));
        assertEquals(before - 1_000_000, Payments.balance(owner.customer, "USDB"), "the authorization holds the wallet's money");

        // one ACTIVE key per funding source
        reasonlessConflict(WalletClient.call("POST", PATH, body(card, owner.wallet, "Second key"), Map.of()));

        String source = key.getString("fundingSourceId");
        assertEquals(List.of(id), ids(list("fundingSourceId=" + source)));
        assertEquals(List.of(id), ids(list("accountId=" + owner.wallet + "&fundingSourceId=" + source)));
        assertTrue(ids(list("accountId=" + owner.wallet)).contains(id));
        assertEquals(List.of(), list("fundingSourceId=CardFundingSource:" + UUID.randomUUID()));
        Api.Reply read = get(PATH + "/" + id);
        assertEquals(200, read.status(), read.raw().body());
        assertEquals(key, read.json());

        Api.Reply revoked = Api.delete(PATH + "/" + id);
        assertEquals(204, revoked.status(), revoked.raw().body());
        Api.delete(PATH + "/" + id).assertError(400, "INVALID_INPUT");
        assertEquals("REVOKED", get(PATH + "/" + id).json().getString("status"));
        JsonObject after = authorize(card, 1_000_000);
        assertEquals("DECLINED", after.getString("outcome"), "a revoked key no longer lets the wallet fund the card");
        assertEquals("INSUFFICIENT_FUNDS", after.getString("declineReason"));

        // the source is free again
        JsonObject again = activate(body(card, owner.wallet, "Replacement key"));
        assertEquals(source, again.getString("fundingSourceId"), "the funding source's id is stable");
        assertNotEquals(key.getString("publicKey"), again.getString("publicKey"), "a fresh keypair");
        assertEquals("APPROVED", authorize(card, 1_000_000).getString("outcome"));
        Payments.assertLedgerInvariants();
    }

    @Test
    void anAbandonedFlowLeavesAPendingKeyThatDoesNotBlockTheNextOne() {
        String card = walletCard();
        String body = body(card, owner.wallet, "Abandoned");
        JsonObject second = challenge(leg(body, login.key(), WalletClient.firstLeg("POST", PATH, body)));
        assertEquals(202, WalletClient.call("POST", PATH, body, Map.of()).status(), "a PENDING key does not block");
        JsonObject active = activate(body(card, owner.wallet, "Completed"));
        List<JsonObject> keys = list("fundingSourceId=" + active.getString("fundingSourceId"));
        assertEquals(Set.of("PENDING", "ACTIVE"), keys.stream().map(k -> k.getString("status")).collect(Collectors.toSet()), keys::toString);
        JsonObject abandoned = keys.stream().filter(k -> "PENDING".equals(k.getString("status"))).findFirst().orElseThrow();
        Api.delete(PATH + "/" + abandoned.getString("id")).assertError(400, "INVALID_INPUT");
        // the abandoned flow's last leg, completed late, meets the ACTIVE key
        reasonlessConflict(leg(body, login.key(), second));
        assertEquals("PENDING", get(PATH + "/" + abandoned.getString("id")).json().getString("status"));
    }

    @Test
    void eachSignedLegRefusesWrongSignaturesRequestIdsAndBodies() {
        String card = walletCard();
        String body = body(card, owner.wallet, "Refusals");
        JsonObject first = WalletClient.firstLeg("POST", PATH, body);
        reasonOf(leg(body, P256KeyPair.generate(), first), 401, "WALLET_SIGNATURE_INVALID");
        WalletClient stranger = WalletClient.create("delegated-stranger");
        reasonOf(leg(body, stranger.login().key(), first), 401, "WALLET_SIGNATURE_INVALID");
        reasonOf(WalletClient.call("POST", PATH, body, Map.of("Grid-Wallet-Signature", "not-a-stamp", "Request-Id", first.getString("requestId"))),
                401, "WALLET_SIGNATURE_MALFORMED");
        JsonObject unknown = reasonOf(WalletClient.call("POST", PATH, body, Map.of(
                "Grid-Wallet-Signature", ApiKeyStamp.stamp(login.key(), first.getString("payloadToSign")),
                "Request-Id", "Request:" + UUID.randomUUID())), 401, "UNAUTHORIZED");
        assertEquals("REQUEST_ID_UNKNOWN", unknown.getJsonObject("details").getString("failure"));
        reasonOf(WalletClient.call("POST", PATH, body, Map.of("Grid-Wallet-Signature", ApiKeyStamp.stamp(login.key(), first.getString("payloadToSign")))),
                401, "REQUEST_ID_MISSING");
        reasonOf(WalletClient.call("POST", PATH, body, Map.of("Request-Id", first.getString("requestId"))), 401, "WALLET_SIGNATURE_MISSING");
        reasonOf(leg(body(card, owner.wallet, "Another nickname"), login.key(), first), 401, "WALLET_SIGNATURE_BODY_MISMATCH");
        // a Request-Id of another signed flow (a session revocation's) is not this flow's
        JsonObject otherFlow = WalletClient.firstLeg("DELETE", "/auth/sessions/" + login.sessionId(), null);
        JsonObject foreign = reasonOf(leg(body, login.key(), otherFlow), 401, "UNAUTHORIZED");
        assertEquals("REQUEST_ID_UNKNOWN", foreign.getJsonObject("details").getString("failure"));

        JsonObject second = challenge(leg(body, login.key(), first));
        reasonOf(leg(body(card, owner.wallet, "Changed on leg three"), login.key(), second), 401, "WALLET_SIGNATURE_BODY_MISMATCH");
        reasonOf(leg(body, P256KeyPair.generate(), second), 401, "WALLET_SIGNATURE_INVALID");
        Api.Reply ok = leg(body, login.key(), second);
        assertEquals(201, ok.status(), ok.raw().body());
    }

    @Test
    void unknownCardsAccountsAndKeysAreNotFoundAndBadInputIsReportedFieldByField() {
        String card = walletCard();
        WalletClient.call("POST", PATH, body("Card:" + UUID.randomUUID(), owner.wallet, "x"), Map.of()).assertError(404, "REFERENCE_NOT_FOUND");
        String usd = Customers.awaitActiveAccounts(owner.customer, Customers.DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        WalletClient.call("POST", PATH, body(card, usd, "x"), Map.of()).assertError(404, "REFERENCE_NOT_FOUND");
        Api.Reply fiatCard = postJson("/cards", "{\"cardholderId\":\"" + owner.customer + "\",\"form\":\"VIRTUAL\",\"fundingSources\":[\"" + usd + "\"]}");
        assertEquals(201, fiatCard.status(), fiatCard.raw().body());
        JsonObject notWallet = WalletClient.call("POST", PATH, body(fiatCard.json().getString("id"), usd, "x"), Map.of())
                .assertError(404, "REFERENCE_NOT_FOUND");
        assertTrue(notWallet.getString("message").contains("Embedded Wallet"), notWallet::toString);

        JsonObject invalid = WalletClient.call("POST", PATH, "{\"cardId\":\"card-1\",\"nickname\":\"\"}", Map.of()).assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("cardId", "internalAccountId", "nickname"), fields(invalid));

        JsonObject bad = get(PATH + "?accountId=garbage&fundingSourceId=garbage&limit=0&cursor=garbage").assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("accountId", "fundingSourceId", "limit", "cursor"), fields(bad), "every invalid parameter at once");

        String missing = PATH + "/DelegatedKey:" + UUID.randomUUID();
        get(missing).assertError(404, "REFERENCE_NOT_FOUND");
        Api.delete(missing).assertError(404, "REFERENCE_NOT_FOUND");
        get(PATH + "/garbage").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void withoutFiltersTheListHasEveryKeyOfThePlatformPageByPage() {
        JsonObject mine = activate(body(walletCard(), owner.wallet, "Listed with the platform's keys"));
        WalletClient other = WalletClient.create("delegated-other");
        Payments.fund(other.wallet, 1_000_000);
        WalletClient.Login otherLogin = other.login();
        Api.Reply card = postJson("/cards", "{\"cardholderId\":\"" + other.customer + "\",\"form\":\"VIRTUAL\",\"fundingSources\":[\"" + other.wallet + "\"]}");
        assertEquals(201, card.status(), card.raw().body());
        String theirs = activate(body(card.json().getString("id"), other.wallet, "Another wallet's key"), otherLogin).getString("id");

        List<String> seen = new ArrayList<>();
        long totalCount = -1;
        String cursor = null;
        int pages = 0;
        do {
            Api.Reply r = get(PATH + "?limit=1" + (cursor == null ? "" : "&cursor=" + cursor));
            assertEquals(200, r.status(), r.raw().body());
            JsonObject page = r.json();
            assertTrue(page.getJsonArray("data").size() <= 1, page::toString);
            totalCount = page.getInt("totalCount");
            seen.addAll(ids(page.getJsonArray("data").getValuesAs(JsonObject.class)));
            cursor = page.getBoolean("hasMore") ? page.getString("nextCursor") : null;
            assertEquals(page.getBoolean("hasMore"), page.containsKey("nextCursor"), page::toString);
            pages++;
        } while (cursor != null);
        assertTrue(pages > 1, "more keys than one page of one: " + seen);
        assertEquals(seen.size(), Set.copyOf(seen).size(), "no key on two pages");
        assertEquals(totalCount, seen.size(), "the pages hold every key the total counts");
        assertTrue(seen.contains(mine.getString("id")), "this wallet's key");
        assertTrue(seen.contains(theirs), "another wallet's key");
        assertEquals(Set.copyOf(ids(list("accountId=" + other.wallet))), Set.of(theirs), "a filter still narrows the list");
    }

    static Set<String> fields(JsonObject error) {
        return error.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(e -> e.getString("field")).collect(Collectors.toSet());
    }

    static List<String> ids(List<JsonObject> keys) {
        return keys.stream().map(k -> k.getString("id")).toList();
    }

    static void reasonlessConflict(Api.Reply r) {
        JsonObject e = r.assertError(409, "CONFLICT");
        assertTrue(e.getString("message").contains("ACTIVE"), e::toString);
    }

    /** The private half is stored sealed (AES-256-GCM: version, nonce, scalar, tag), never as the plain scalar. */
    static void assertCustodiedSealed(String id, String publicKeyHex) throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        try (Connection c = DriverManager.getConnection("jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + o.dbPrefix() + "auth",
                o.dbUser(), o.dbPassword());
             PreparedStatement ps = c.prepareStatement("SELECT public_key, sealed_private_key, status FROM delegated_key WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(publicKeyHex, rs.getString(1));
                byte[] sealed = rs.getBytes(2);
                assertEquals(1 + 12 + 32 + 16, sealed.length, "version, nonce, the 32-byte scalar encrypted, tag");
                assertEquals(1, sealed[0]);
                assertEquals("ACTIVE", rs.getString(3));
                assertFalse(new String(sealed, java.nio.charset.StandardCharsets.ISO_8859_1).contains(publicKeyHex));
            }
        }
    }
}
