package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.SessionKeyBundle;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.WalletClient;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static net.ccpay.deploy.it.support.WalletClient.call;
import static net.ccpay.deploy.it.support.WalletClient.firstLeg;
import static net.ccpay.deploy.it.support.WalletClient.signed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Managing an embedded wallet's credentials and sessions through the gateway: adding an SMS_OTP
 * credential (202, the retry signed by a session of the wallet 201) and logging in with it; one EMAIL_OTP
 * and one SMS_OTP per wallet, on the first call and on the retry; revoking a credential (signed by
 * another credential's session, never its own; a wallet keeps one) with its sessions; refreshing a
 * session (signed by its own key; compressed and legacy keys); the per-credential challenge limit and
 * the lockout after wrong codes (429 RATE_LIMITED with Retry-After).
 */
class WalletCredentialManagementIT {

    static String otpBody(String type, String wallet) {
        return Json.createObjectBuilder().add("type", type).add("accountId", wallet).build().toString();
    }

    static String refreshBody(String clientPublicKey) {
        return Json.createObjectBuilder().add("clientPublicKey", clientPublicKey).build().toString();
    }

    @Test
    void anSmsOtpCredentialIsAddedWithASignedRetryAndItsCodeLogsIn() {
        WalletClient w = WalletClient.create("sms", WalletClient.randomPhone());
        WalletClient.Login login = w.login();
        String body = otpBody("SMS_OTP", w.wallet);

        JsonObject pending = firstLeg("POST", "/auth/credentials", body);
        assertEquals("SMS_OTP", pending.getString("type"));
        JsonObject activity = WalletClient.parse(pending.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER", activity.getString("type"));
        assertEquals(w.phone, activity.getJsonObject("parameters").getString("userPhoneNumber"));
        Api.Reply created = signed("POST", "/auth/credentials", body, login.key(), pending);
        assertEquals(201, created.status(), created.raw().body());
        JsonObject sms = created.json();
        assertTrue(sms.getString("id").startsWith("AuthMethod:"), sms.toString());
        assertEquals("SMS_OTP", sms.getString("type"));
        assertEquals(w.phone, sms.getString("nickname"));
        assertEquals(w.wallet, sms.getString("accountId"));
        assertTrue(w.credentials().stream().anyMatch(c -> c.getString("id").equals(sms.getString("id"))));

        // the OTP is "sent" on the add: its bundle logs in at once
        WalletClient.Login smsLogin = WalletClient.otpLogin(sms.getString("id"), "SMS_OTP",
                WalletClient.targetOf(sms.getString("otpEncryptionTargetBundle")));
        assertTrue(w.sessionIds().contains(smsLogin.sessionId()));
        // and so does a later challenge
        WalletClient.Login later = WalletClient.otpLogin(sms.getString("id"), "SMS_OTP");
        assertTrue(w.sessionIds().contains(later.sessionId()));
    }

    @Test
    void aSecondEmailOtpOrSmsOtpIsRefusedOnTheFirstCallAndOnTheRetry() {
        WalletClient w = WalletClient.create("dup", WalletClient.randomPhone());
        WalletClient.Login login = w.login();
        Api.postJson("/auth/credentials", otpBody("EMAIL_OTP", w.wallet)).assertError(400, "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS");

        String body = otpBody("SMS_OTP", w.wallet);
        JsonObject first = firstLeg("POST", "/auth/credentials", body);
        JsonObject second = firstLeg("POST", "/auth/credentials", body);
        assertEquals(201, signed("POST", "/auth/credentials", body, login.key(), first).status());
        signed("POST", "/auth/credentials", body, login.key(), second).assertError(400, "SMS_OTP_CREDENTIAL_ALREADY_EXISTS");
        Api.postJson("/auth/credentials", body).assertError(400, "SMS_OTP_CREDENTIAL_ALREADY_EXISTS");
        assertEquals(2, w.credentials().size());
    }

    @Test
    void anSmsOtpNeedsTheCustomersPhoneAndACreateIsCheckedField() {
        WalletClient w = WalletClient.create("nophone");
        JsonObject e = Api.postJson("/auth/credentials", otpBody("SMS_OTP", w.wallet)).assertError(400, "INVALID_INPUT");
        assertTrue(e.getString("message").contains("phone"), e.toString());
        Api.postJson("/auth/credentials", "{\"type\":\"VOICE\",\"accountId\":\"Customer:1\"}").assertError(400, "INVALID_INPUT");
        Api.postJson("/auth/credentials", "[]").assertError(400, "INVALID_INPUT");
        Api.postJson("/auth/credentials", "{\"type\":\"OAUTH\",\"accountId\":\"" + w.wallet + "\",\"oidcToken\":42}")
                .assertError(400, "INVALID_INPUT");
    }

    @Test
    void aCredentialIsRevokedOnlyBySignatureOfAnotherCredentialsSessionAndItsSessionsEndWithIt() {
        WalletClient w = WalletClient.create("revoke", WalletClient.randomPhone());
        WalletClient.Login emailLogin = w.login();
        String sms = WalletClient.addCredential(otpBody("SMS_OTP", w.wallet), emailLogin).getString("id");
        WalletClient.Login smsLogin = WalletClient.otpLogin(sms, "SMS_OTP");
        String path = "/auth/credentials/" + sms;

        JsonObject pending = firstLeg("DELETE", path, null);
        assertEquals("SMS_OTP", pending.getString("type"));
        assertTrue(pending.getString("payloadToSign").contains(sms), pending.toString());
        signed("DELETE", path, null, smsLogin.key(), pending).assertError(401, "WALLET_SIGNATURE_INVALID");
        Api.Reply done = signed("DELETE", path, null, emailLogin.key(), pending);
        assertEquals(204, done.status(), done.raw().body());

        assertFalse(w.credentials().stream().anyMatch(c -> c.getString("id").equals(sms)));
        assertFalse(w.sessionIds().contains(smsLogin.sessionId()));
        assertTrue(w.sessionIds().contains(emailLogin.sessionId()));
        Api.delete(path).assertError(404, "REFERENCE_NOT_FOUND");
        // the revoked session's key signs nothing more
        JsonObject again = firstLeg("DELETE", "/auth/sessions/" + emailLogin.sessionId(), null);
        signed("DELETE", "/auth/sessions/" + emailLogin.sessionId(), null, smsLogin.key(), again).assertError(401, "UNAUTHORIZED");

        // its one-per-wallet key is free again
        assertEquals("SMS_OTP", WalletClient.addCredential(otpBody("SMS_OTP", w.wallet), emailLogin).getString("type"));
    }

    @Test
    void aWalletsOnlyCredentialIsNotRevoked() {
        WalletClient w = WalletClient.create("only");
        Api.delete("/auth/credentials/" + w.emailCredential).assertError(400, "INVALID_INPUT");
        Api.delete("/auth/credentials/AuthMethod:019542f5-b3e7-1d02-0000-00000000dead").assertError(404, "REFERENCE_NOT_FOUND");
        assertEquals(1, w.credentials().size());
    }

    @Test
    void aRefreshSignedByTheSessionItselfOpensAFreshSessionOfTheSameCredential() {
        WalletClient w = WalletClient.create("refresh");
        WalletClient.Login a = w.login();
        WalletClient.Login b = w.login();
        P256KeyPair next = P256KeyPair.generate();
        String path = "/auth/sessions/" + a.sessionId() + "/refresh";
        String body = refreshBody(next.publicKey().compressedHex());

        JsonObject pending = firstLeg("POST", path, body);
        JsonObject activity = WalletClient.parse(pending.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2", activity.getString("type"));
        assertEquals(next.publicKey().compressedHex(), activity.getJsonObject("parameters").getString("targetPublicKey"));
        signed("POST", path, body, b.key(), pending).assertError(401, "WALLET_SIGNATURE_INVALID");
        signed("POST", path, refreshBody(P256KeyPair.generate().publicKey().compressedHex()), a.key(), pending)
                .assertError(401, "WALLET_SIGNATURE_BODY_MISMATCH");
        Api.Reply refreshed = signed("POST", path, body, a.key(), pending);
        assertEquals(201, refreshed.status(), refreshed.raw().body());
        JsonObject s = refreshed.json();
        assertNotEquals(a.sessionId(), s.getString("id"));
        assertEquals("EMAIL_OTP", s.getString("type"));
        assertEquals(w.email, s.getString("nickname"));
        assertFalse(s.containsKey("encryptedSessionSigningKey"));
        long minutes = Duration.between(Instant.now(), Instant.parse(s.getString("expiresAt"))).toMinutes();
        assertTrue(minutes >= 14 && minutes <= 15, s.toString());
        assertTrue(w.sessionIds().containsAll(List.of(a.sessionId(), s.getString("id"))), "the refreshed session stays");

        // the new session's key is the client's: it signs the old session's revocation
        JsonObject revoke = firstLeg("DELETE", "/auth/sessions/" + a.sessionId(), null);
        assertEquals(204, signed("DELETE", "/auth/sessions/" + a.sessionId(), null, next, revoke).status());
        JsonObject ended = call("POST", path, body, Map.of()).assertError(401, "UNAUTHORIZED");
        assertEquals("SESSION_ENDED", ended.getJsonObject("details").getString("failure"));
        call("POST", "/auth/sessions/Session:019542f5-b3e7-1d02-0000-00000000dead/refresh", body, Map.of())
                .assertError(404, "REFERENCE_NOT_FOUND");
        call("POST", "/auth/sessions/" + b.sessionId() + "/refresh", refreshBody("04" + "ab".repeat(64)), Map.of())
                .assertError(400, "INVALID_INPUT");
        call("POST", "/auth/sessions/" + b.sessionId() + "/refresh", "{}", Map.of()).assertError(400, "INVALID_INPUT");

        // legacy: an uncompressed key gets the new session key sealed to it
        P256KeyPair legacy = P256KeyPair.generate();
        String legacyPath = "/auth/sessions/" + b.sessionId() + "/refresh";
        String legacyBody = refreshBody(legacy.publicKey().uncompressedHex());
        Api.Reply sealed = signed("POST", legacyPath, legacyBody, b.key(), firstLeg("POST", legacyPath, legacyBody));
        assertEquals(201, sealed.status(), sealed.raw().body());
        String bundle = sealed.json().getString("encryptedSessionSigningKey");
        P256KeyPair sessionKey = P256KeyPair.of(SessionKeyBundle.open(legacy.privateKey(), bundle));
        JsonObject revokeB = firstLeg("DELETE", "/auth/sessions/" + b.sessionId(), null);
        assertEquals(204, signed("DELETE", "/auth/sessions/" + b.sessionId(), null, sessionKey, revokeB).status());
        assertFalse(w.sessionIds().contains(b.sessionId()));
        assertTrue(w.sessionIds().contains(sealed.json().getString("id")));
    }

    @Test
    void challengesBeyondTheLimitAre429WithRetryAfter() {
        WalletClient w = WalletClient.create("limit");
        String path = "/auth/credentials/" + w.emailCredential + "/challenge";
        int admitted = 0;
        Api.Reply limited = null;
        // the window is the calendar minute: within 41 calls one window is exceeded, whatever the start
        for (int i = 0; i < 41 && limited == null; i++) {
            Api.Reply r = Api.postJson(path, "{}");
            if (r.status() == 200) {
                admitted++;
            } else {
                limited = r;
            }
        }
        assertNotNull(limited, "no 429 after " + admitted + " challenges");
        JsonObject e = limited.assertError(429, "RATE_LIMITED");
        assertEquals("CHALLENGE_LIMIT", e.getJsonObject("details").getString("reason"));
        assertTrue(admitted >= 20, "admitted " + admitted);
        int retryAfter = Integer.parseInt(limited.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 60, "Retry-After " + retryAfter);
        assertEquals("true", limited.header("X-Should-Retry"));
    }

    @Test
    void wrongOtpCodesLockTheCredentialForTheLockoutTime() {
        WalletClient w = WalletClient.create("lockout");
        String verify = "/auth/credentials/" + w.emailCredential + "/verify";
        for (int i = 0; i < 5; i++) {
            String body = WalletClient.otpVerifyBody("EMAIL_OTP", WalletClient.otpTarget(w.emailCredential), "12345" + i, P256KeyPair.generate());
            assertEquals("Invalid OTP code", Api.postJson(verify, body).assertError(401, "UNAUTHORIZED").getString("reason"));
        }
        Api.Reply challenge = Api.postJson("/auth/credentials/" + w.emailCredential + "/challenge", "{}");
        JsonObject e = challenge.assertError(429, "RATE_LIMITED");
        assertEquals("OTP_LOCKED", e.getJsonObject("details").getString("reason"));
        int retryAfter = Integer.parseInt(challenge.header("Retry-After"));
        assertTrue(retryAfter > 850 && retryAfter <= 900, "Retry-After " + retryAfter);
        Api.postJson(verify, WalletClient.otpVerifyBody("EMAIL_OTP", P256KeyPair.generate().publicKey(), "000000", P256KeyPair.generate()))
                .assertError(429, "RATE_LIMITED");
        assertFalse(e.toString().contains("12345"), "no code in the error");
    }
}
