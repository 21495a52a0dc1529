package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.Bip39;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.WalletExportBundle;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.WalletClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import static net.ccpay.deploy.it.support.Errors.reasonOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The signed wallet operations quote-service owns, through the gateway, with auth-service checking the
 * signatures: a quote from an embedded wallet executes only with a stamp over its payloadToSign by an
 * active session of that wallet; the export seals the wallet's seed phrase to the request's key (the
 * same phrase every time); the privacy update applies only on its signed retry. And each rejection.
 */
class WalletSignedOperationsIT {

    static WalletClient owner;
    static String usdAccount;

    @BeforeAll
    static void aFundedWallet() {
        owner = WalletClient.create("signed-ops");
        usdAccount = Customers.awaitActiveAccounts(owner.customer, Customers.DEFAULT_CURRENCIES.size())
                .get("USD").getString("id");
        Payments.fund(owner.wallet, 50_000_000);
    }

    /** A quote from the wallet to the owner's USD account; its payloadToSign. */
    static JsonObject walletQuote() {
        JsonObject q = Payments.createQuote(Payments.accountToAccount(owner.wallet, usdAccount, "SENDING", 1_000_000));
        assertEquals("EMBEDDED_WALLET", q.getJsonArray("paymentInstructions").getJsonObject(0)
                .getJsonObject("accountOrWalletInfo").getString("accountType"));
        return q;
    }

    static String payloadOf(JsonObject quote) {
        return quote.getJsonArray("paymentInstructions").getJsonObject(0).getJsonObject("accountOrWalletInfo").getString("payloadToSign");
    }

    static Api.Reply execute(String quoteId, Map<String, String> headers) {
        return WalletClient.call("POST", "/quotes/" + quoteId + "/execute", "{}", headers);
    }

    @Test
    void aWalletQuoteExecutesOnlyWithItsOwnersSignature() {
        JsonObject quote = walletQuote();
        String id = quote.getString("id");
        String payload = payloadOf(quote);
        long before = Payments.balance(owner.customer, "USDB");

        reasonOf(execute(id, Map.of()), 401, "WALLET_SIGNATURE_MISSING");
        reasonOf(execute(id, Map.of("Platform-Wallet-Signature", "not-a-stamp")), 401, "WALLET_SIGNATURE_MALFORMED");
        reasonOf(execute(id, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(P256KeyPair.generate(), payload))),
                401, "WALLET_SIGNATURE_INVALID");
        WalletClient.Login login = owner.login();
        reasonOf(execute(id, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(login.key(), payload + " "))),
                401, "WALLET_SIGNATURE_INVALID");
        WalletClient other = WalletClient.create("signed-ops-other");
        WalletClient.Login stranger = other.login();
        reasonOf(execute(id, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(stranger.key(), payload))),
                401, "WALLET_SIGNATURE_INVALID");
        assertEquals(before, Payments.balance(owner.customer, "USDB"), "no refused execute moved money");
        assertEquals("PENDING", Payments.getQuote(id).getString("status"));

        // the Grid CLI's spelling of the header
        Api.Reply ok = execute(id, Map.of("Grid-Wallet-Signature", ApiKeyStamp.stamp(login.key(), payload)));
        assertEquals(200, ok.status(), ok.raw().body());
        assertNotEquals("PENDING", ok.json().getString("status"));
        assertEquals(before - Payments.number(quote, "totalSendingAmount"), Payments.balance(owner.customer, "USDB"));
        execute(id, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(login.key(), payload))).assertError(409, "INVALID_STATE_TRANSITION");
    }

    @Test
    void aRevokedSessionCannotSignAnExecute() {
        JsonObject quote = walletQuote();
        WalletClient.Login login = owner.login();
        String path = "/auth/sessions/" + login.sessionId();
        JsonObject pending = WalletClient.firstLeg("DELETE", path, null);
        assertEquals(204, WalletClient.signed("DELETE", path, null, login.key(), pending).status());
        JsonObject e = reasonOf(execute(quote.getString("id"), Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(login.key(), payloadOf(quote)))),
                401, "UNAUTHORIZED");
        assertEquals("SESSION_ENDED", e.getJsonObject("details").getString("failure"));
    }

    @Test
    void theExportSealsTheWalletsSeedPhraseToTheClientKey() {
        WalletClient.Login login = owner.login();
        String path = "/internal-accounts/" + owner.wallet + "/export";
        P256KeyPair client = P256KeyPair.generate();
        String body = "{\"clientPublicKey\":\"" + client.publicKey().uncompressedHex() + "\"}";
        JsonObject pending = WalletClient.firstLeg("POST", path, body);
        JsonObject activity = WalletClient.parse(pending.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_EXPORT_WALLET", activity.getString("type"));
        assertEquals(client.publicKey().uncompressedHex(), activity.getJsonObject("parameters").getString("targetPublicKey"));

        reasonOf(WalletClient.call("POST", path, body, WalletClient.headers(ApiKeyStamp.stamp(login.key(), pending.getString("payloadToSign")), null)),
                401, "REQUEST_ID_MISSING");
        reasonOf(WalletClient.call("POST", path, body, WalletClient.headers(null, pending.getString("requestId"))),
                401, "WALLET_SIGNATURE_MISSING");
        String otherBody = "{\"clientPublicKey\":\"" + P256KeyPair.generate().publicKey().uncompressedHex() + "\"}";
        reasonOf(WalletClient.signed("POST", path, otherBody, login.key(), pending), 401, "WALLET_SIGNATURE_BODY_MISMATCH");

        Api.Reply r = WalletClient.signed("POST", path, body, login.key(), pending);
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(owner.wallet, r.json().getString("id"));
        String phrase = WalletExportBundle.open(client.privateKey(), r.json().getString("encryptedWalletCredentials"), owner.wallet);
        assertEquals(12, phrase.split(" ").length);
        assertTrue(Bip39.isValid(phrase), "a BIP-39 phrase");

        JsonObject replay = reasonOf(WalletClient.signed("POST", path, body, login.key(), pending), 401, "UNAUTHORIZED");
        assertEquals("REQUEST_ID_REUSED", replay.getJsonObject("details").getString("failure"));

        P256KeyPair second = P256KeyPair.generate();
        String secondBody = "{\"clientPublicKey\":\"" + second.publicKey().uncompressedHex() + "\"}";
        Api.Reply again = WalletClient.signed("POST", path, secondBody, login.key(), WalletClient.firstLeg("POST", path, secondBody));
        assertEquals(200, again.status(), again.raw().body());
        assertEquals(phrase, WalletExportBundle.open(second.privateKey(), again.json().getString("encryptedWalletCredentials"), owner.wallet),
                "the wallet's phrase does not change between exports");
    }

    @Test
    void theExportRefusesBadKeysAndAccountsThatAreNotWallets() {
        String path = "/internal-accounts/" + owner.wallet + "/export";
        String compressed = P256KeyPair.generate().publicKey().compressedHex();
        Api.postJson(path, "{\"clientPublicKey\":\"" + compressed + "\"}").assertError(400, "INVALID_INPUT");
        Api.postJson(path, "{}").assertError(400, "INVALID_INPUT");
        Api.postJson(path, "[1]").assertError(400, "INVALID_INPUT");
        String key = "{\"clientPublicKey\":\"" + P256KeyPair.generate().publicKey().uncompressedHex() + "\"}";
        Api.postJson("/internal-accounts/" + usdAccount + "/export", key).assertError(400, "INVALID_INPUT");
        Api.postJson("/internal-accounts/InternalAccount:019542f5-b3e7-1d02-0000-00000000dead/export", key).assertError(404, "REFERENCE_NOT_FOUND");
        JsonObject e = reasonOf(WalletClient.call("POST", path, key, WalletClient.headers(ApiKeyStamp.stamp(P256KeyPair.generate(), "x"),
                "Request:019542f5-b3e7-1d02-0000-000000000000")), 401, "UNAUTHORIZED");
        assertEquals("REQUEST_ID_UNKNOWN", e.getJsonObject("details").getString("failure"));
    }

    @Test
    void thePrivacyUpdateAppliesOnlyOnItsSignedRetry() {
        WalletClient.Login login = owner.login();
        String path = "/internal-accounts/" + owner.wallet;
        String body = "{\"privateEnabled\":true}";
        JsonObject pending = WalletClient.firstLeg("PATCH", path, body);
        JsonObject activity = WalletClient.parse(pending.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2", activity.getString("type"));
        assertEquals("{\"privateEnabled\":true}", new String(HexFormat.of().parseHex(
                activity.getJsonObject("parameters").getString("payload")), StandardCharsets.UTF_8));
        assertEquals(false, walletAccount().getBoolean("privateEnabled"), "nothing changes on the first call");

        reasonOf(WalletClient.signed("PATCH", path, "{\"privateEnabled\":false}", login.key(), pending), 401, "WALLET_SIGNATURE_BODY_MISMATCH");
        Api.Reply r = WalletClient.signed("PATCH", path, body, login.key(), pending);
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(true, r.json().getBoolean("privateEnabled"));
        assertEquals(true, walletAccount().getBoolean("privateEnabled"));

        // the sandbox's legacy literal still signs for a wallet with an active session
        String off = "{\"privateEnabled\":false}";
        JsonObject second = WalletClient.firstLeg("PATCH", path, off);
        Api.Reply legacy = WalletClient.call("PATCH", path, off, WalletClient.headers("sandbox-valid-signature", second.getString("requestId")));
        assertEquals(200, legacy.status(), legacy.raw().body());
        assertEquals(false, walletAccount().getBoolean("privateEnabled"));

        Api.patchJson(path, "{}").assertError(400, "INVALID_INPUT");
        Api.patchJson(path, "{\"privateEnabled\":\"yes\",\"nickname\":\"x\"}").assertError(400, "INVALID_INPUT");
        Api.patchJson("/internal-accounts/" + usdAccount, body).assertError(400, "INVALID_INPUT");
    }

    static JsonObject walletAccount() {
        Api.Reply r = Api.get("/customers/internal-accounts?customerId=" + owner.customer + "&type=EMBEDDED_WALLET");
        assertEquals(200, r.status(), r.raw().body());
        List<JsonObject> data = r.json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(1, data.size());
        return data.get(0);
    }
}
