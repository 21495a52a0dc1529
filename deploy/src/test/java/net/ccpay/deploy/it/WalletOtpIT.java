package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.WalletClient;
import net.ccpay.deploy.it.support.Wallets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The embedded wallet's OTP login through the gateway, the test playing the client with auth-service's
 * crypto core: challenge → HPKE-seal {otp_code, public_key} to the bundle's targetPublic → verify (202,
 * a verificationToken to sign) → the signed retry stamped with the TEK (200, a session) → list →
 * revoke (202, then 204 when stamped by a session key of the wallet); and each rejection.
 */
class WalletOtpIT {

    static String wallet;
    static String credential;

    @BeforeAll
    static void aWalletWithItsEmailOtpCredential() {
        String email = "otp-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        String customer = Customers.create("Otp Owner", email);
        wallet = Wallets.usdbAccount(customer, "EMBEDDED_WALLET");
        Payments.await(() -> !Wallets.credentials(wallet).isEmpty(), Duration.ofSeconds(30), () -> "the wallet's EMAIL_OTP credential");
        credential = Wallets.credentials(wallet).get(0).getString("id");
    }

    /** A challenge's target public key (the client reads only data.targetPublic). */
    static P256PublicKey challenge() {
        Api.Reply r = postJson("/auth/credentials/" + credential + "/challenge", "{}");
        assertEquals(200, r.status(), r.raw().body());
        JsonObject c = r.json();
        assertEquals(credential, c.getString("id"));
        assertEquals("EMAIL_OTP", c.getString("type"));
        assertEquals(wallet, c.getString("accountId"));
        JsonObject bundle = parse(c.getString("otpEncryptionTargetBundle"));
        assertEquals("v1.0.0", bundle.getString("version"));
        assertTrue(bundle.getString("enclaveQuorumPublic").startsWith("04"), bundle.toString());
        JsonObject data = parse(new String(HexFormat.of().parseHex(bundle.getString("data")), StandardCharsets.UTF_8));
        return P256PublicKey.fromHex(data.getString("targetPublic"));
    }

    static JsonObject parse(String json) {
        return WalletClient.parse(json);
    }

    /** The verify body: an encryptedOtpBundle (formatHpkeBuf's shape) for the code and the TEK. */
    static String verifyBody(P256PublicKey target, String code, P256KeyPair tek) {
        return WalletClient.otpVerifyBody("EMAIL_OTP", target, code, tek);
    }

    static Api.Reply verify(String body, Map<String, String> headers) {
        HttpRequest.Builder b = Api.request("/auth/credentials/" + credential + "/verify").header("Content-Type", "application/json");
        headers.forEach(b::header);
        return Api.send(b.POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    static Api.Reply revoke(String sessionId, Map<String, String> headers) {
        HttpRequest.Builder b = Api.request("/auth/sessions/" + sessionId);
        headers.forEach(b::header);
        return Api.send(b.DELETE().build());
    }

    /** The first leg: 202 with the token to sign. */
    static JsonObject firstLeg(String body) {
        Api.Reply r = verify(body, Map.of());
        assertEquals(202, r.status(), r.raw().body());
        JsonObject p = r.json();
        assertEquals("EMAIL_OTP", p.getString("type"));
        assertTrue(p.getString("requestId").startsWith("Request:"), p.toString());
        assertEquals(3, p.getString("payloadToSign").split("\\.").length, "a compact JWS");
        return p;
    }

    /** A whole login: a session and its key. */
    record Login(String sessionId, P256KeyPair key) {}

    static Login login() {
        P256KeyPair tek = P256KeyPair.generate();
        String body = verifyBody(challenge(), "000000", tek);
        JsonObject p = firstLeg(body);
        Api.Reply r = verify(body, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(tek, p.getString("payloadToSign")),
                "Request-Id", p.getString("requestId")));
        assertEquals(200, r.status(), r.raw().body());
        JsonObject s = r.json();
        assertTrue(s.getString("id").startsWith("Session:"), s.toString());
        assertEquals(wallet, s.getString("accountId"));
        assertEquals("EMAIL_OTP", s.getString("type"));
        assertFalse(s.containsKey("encryptedSessionSigningKey"));
        return new Login(s.getString("id"), tek);
    }

    static List<String> sessionIds() {
        Api.Reply r = get("/auth/sessions?accountId=" + wallet);
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream().map(o -> o.getString("id")).toList();
    }

    @Test
    void anOtpLoginIssuesASessionThatAnotherSessionOfTheWalletRevokes() {
        Login first = login();
        Login second = login();
        assertTrue(sessionIds().containsAll(List.of(first.sessionId(), second.sessionId())), sessionIds().toString());

        Api.Reply challenge = revoke(first.sessionId(), Map.of());
        assertEquals(202, challenge.status(), challenge.raw().body());
        JsonObject p = challenge.json();
        assertTrue(p.getString("payloadToSign").contains(first.sessionId()), p.toString());
        Api.Reply done = revoke(first.sessionId(), Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(second.key(), p.getString("payloadToSign")),
                "Request-Id", p.getString("requestId")));
        assertEquals(204, done.status(), done.raw().body());
        assertFalse(sessionIds().contains(first.sessionId()));
        revoke(first.sessionId(), Map.of()).assertError(404, "REFERENCE_NOT_FOUND");

        // the revoked session's key no longer signs (401 naming the ended session); the session itself may
        // sign its own revocation (Grid- header name)
        JsonObject self = revoke(second.sessionId(), Map.of()).json();
        JsonObject ended = revoke(second.sessionId(), Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(first.key(), self.getString("payloadToSign")),
                "Request-Id", self.getString("requestId"))).assertError(401, "UNAUTHORIZED");
        assertEquals("SESSION_ENDED", ended.getJsonObject("details").getString("failure"), ended.toString());
        Api.Reply selfRevoked = revoke(second.sessionId(), Map.of("Grid-Wallet-Signature", ApiKeyStamp.stamp(second.key(), self.getString("payloadToSign")),
                "Request-Id", self.getString("requestId")));
        assertEquals(204, selfRevoked.status(), selfRevoked.raw().body());
        assertFalse(sessionIds().contains(second.sessionId()));
    }

    @Test
    void aWrongCodeIsRefusedWithItsReason() {
        JsonObject e = verify(verifyBody(challenge(), "123456", P256KeyPair.generate()), Map.of()).assertError(401, "UNAUTHORIZED");
        assertEquals("Invalid OTP code", e.getString("reason"));
        assertEquals("Invalid OTP code", e.getJsonObject("details").getString("reason"));
    }

    @Test
    void aReplayedBundleIsRefused() {
        String body = verifyBody(challenge(), "000000", P256KeyPair.generate());
        firstLeg(body);
        JsonObject e = verify(body, Map.of()).assertError(401, "UNAUTHORIZED");
        assertFalse(e.getString("reason").isBlank());
    }

    @Test
    void theSignedRetryIsCheckedStepByStep() {
        P256KeyPair tek = P256KeyPair.generate();
        String body = verifyBody(challenge(), "000000", tek);
        JsonObject p = firstLeg(body);
        String token = p.getString("payloadToSign");
        String requestId = p.getString("requestId");
        String stamp = ApiKeyStamp.stamp(tek, token);

        verify(body, Map.of("Request-Id", requestId)).assertError(401, "WALLET_SIGNATURE_MISSING");
        verify(body, Map.of("Platform-Wallet-Signature", stamp)).assertError(401, "REQUEST_ID_MISSING");
        verify(body.replace("EMAIL_OTP", "EMAIL_OTP\" ,\"x\":\"1"), Map.of("Platform-Wallet-Signature", stamp, "Request-Id", requestId))
                .assertError(401, "WALLET_SIGNATURE_BODY_MISMATCH");
        verify(body, Map.of("Platform-Wallet-Signature", "not-a-stamp!", "Request-Id", requestId)).assertError(401, "WALLET_SIGNATURE_MALFORMED");
        verify(body, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(P256KeyPair.generate(), token), "Request-Id", requestId))
                .assertError(401, "WALLET_SIGNATURE_INVALID");
        verify(body, Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(tek, token + "x"), "Request-Id", requestId))
                .assertError(401, "WALLET_SIGNATURE_INVALID");
        verify(body, Map.of("Platform-Wallet-Signature", stamp, "Request-Id", "Request:" + UUID.randomUUID())).assertError(401, "UNAUTHORIZED");

        Api.Reply ok = verify(body, Map.of("Platform-Wallet-Signature", stamp, "Request-Id", requestId));
        assertEquals(200, ok.status(), ok.raw().body());
        JsonObject reused = verify(body, Map.of("Platform-Wallet-Signature", stamp, "Request-Id", requestId)).assertError(401, "UNAUTHORIZED");
        assertFalse(reused.getString("reason").isBlank());
    }

    @Test
    void concurrentSignedRetriesIssueExactlyOneSession() throws Exception {
        P256KeyPair tek = P256KeyPair.generate();
        String body = verifyBody(challenge(), "000000", tek);
        JsonObject p = firstLeg(body);
        Map<String, String> headers = Map.of("Platform-Wallet-Signature", ApiKeyStamp.stamp(tek, p.getString("payloadToSign")),
                "Request-Id", p.getString("requestId"));
        int ok = 0;
        for (Api.Reply r : Concurrency.race(10, () -> verify(body, headers))) {
            if (r.status() == 200) {
                ok++;
            } else {
                r.assertError(401, "UNAUTHORIZED");
            }
        }
        assertEquals(1, ok, "exactly one session");
    }

    @Test
    void unknownCredentialsAndSessionsAre404AndTheListNeedsAWallet() {
        postJson("/auth/credentials/AuthMethod:019542f5-b3e7-1d02-0000-000000000009/verify",
                "{\"type\":\"EMAIL_OTP\",\"encryptedOtpBundle\":\"{}\"}").assertError(404, "REFERENCE_NOT_FOUND");
        revoke("Session:019542f5-b3e7-1d02-0000-000000000009", Map.of()).assertError(404, "REFERENCE_NOT_FOUND");
        get("/auth/sessions").assertError(400, "INVALID_INPUT");
        // a verify of another type than the credential's is invalid input
        postJson("/auth/credentials/" + credential + "/verify", "{\"type\":\"PASSKEY\"}").assertError(400, "INVALID_INPUT");
    }
}
