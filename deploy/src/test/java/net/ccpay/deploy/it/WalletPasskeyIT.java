package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.SessionKeyBundle;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.SoftwarePasskey;
import net.ccpay.deploy.it.support.WalletClient;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import static net.ccpay.deploy.it.support.WalletClient.call;
import static net.ccpay.deploy.it.support.WalletClient.firstLeg;
import static net.ccpay.deploy.it.support.WalletClient.signed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Passkeys through the gateway, the test playing browser and authenticator ({@link SoftwarePasskey}):
 * registration (202, the retry signed by the wallet's OTP session 201; a WebAuthn credential id once
 * across the platform), then logins: challenge bound to the clientPublicKey (with a Request-Id header),
 * assertion verified step by step (200 AuthSession; compressed key: client-held; uncompressed: a sealed
 * session key that then signs), each failed check a 401 with its reason, the sandbox's legacy literal
 * signature, and concurrent verifies of one challenge issuing exactly one session.
 */
class WalletPasskeyIT {

    /** A wallet, an OTP login, and a passkey registered with a retry signed by that login. */
    record Registered(WalletClient wallet, WalletClient.Login login, SoftwarePasskey passkey, String credential) {}

    static String registrationBody(String wallet, String nickname, byte[] challenge, JsonObject attestation) {
        return Json.createObjectBuilder().add("type", "PASSKEY").add("accountId", wallet).add("nickname", nickname)
                .add("challenge", SoftwarePasskey.b64u(challenge)).add("attestation", attestation).build().toString();
    }

    static Registered register(String label) {
        WalletClient w = WalletClient.create(label);
        WalletClient.Login login = w.login();
        SoftwarePasskey passkey = new SoftwarePasskey();
        byte[] challenge = SoftwarePasskey.random(32);
        JsonObject created = WalletClient.addCredential(
                registrationBody(w.wallet, "Test key", challenge, passkey.attestation(challenge, SoftwarePasskey.ORIGIN)), login);
        return new Registered(w, login, passkey, created.getString("id"));
    }

    static Api.Reply challenge(String credential, String clientPublicKey) {
        return Api.postJson("/auth/credentials/" + credential + "/challenge",
                Json.createObjectBuilder().add("clientPublicKey", clientPublicKey).build().toString());
    }

    /** A challenge's body, checked: the PasskeyAuthChallenge fields and the Request-Id header. */
    static JsonObject challengeOk(String credential, String clientPublicKey) {
        Api.Reply r = challenge(credential, clientPublicKey);
        assertEquals(200, r.status(), r.raw().body());
        JsonObject c = r.json();
        assertEquals("PASSKEY", c.getString("type"));
        assertTrue(c.getString("challenge").matches("[0-9a-f]{64}"), c.toString());
        assertTrue(c.getString("requestId").startsWith("Request:"), c.toString());
        assertEquals(c.getString("requestId"), r.header("Request-Id"));
        return c;
    }

    static Api.Reply verify(String credential, JsonObject assertion, String requestId) {
        String body = Json.createObjectBuilder().add("type", "PASSKEY").add("assertion", assertion).build().toString();
        return call("POST", "/auth/credentials/" + credential + "/verify", body, requestId == null ? Map.of() : Map.of("Request-Id", requestId));
    }

    static JsonObject reasonOf401(Api.Reply r, String reason) {
        JsonObject e = r.assertError(401, "UNAUTHORIZED");
        assertEquals(reason, e.getString("reason"));
        return e;
    }

    @Test
    void aPasskeyIsRegisteredWithASignedRetryAndLogsInWithAClientHeldKey() {
        WalletClient w = WalletClient.create("passkey");
        WalletClient.Login otp = w.login();
        SoftwarePasskey passkey = new SoftwarePasskey();
        byte[] registrationChallenge = SoftwarePasskey.random(32);
        String body = registrationBody(w.wallet, "  iPhone Face-ID ", registrationChallenge,
                passkey.attestation(registrationChallenge, SoftwarePasskey.ORIGIN));

        JsonObject pending = firstLeg("POST", "/auth/credentials", body);
        assertEquals("PASSKEY", pending.getString("type"));
        JsonObject activity = WalletClient.parse(pending.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2", activity.getString("type"));
        JsonObject authenticator = activity.getJsonObject("parameters").getJsonArray("authenticators").getJsonObject(0);
        assertEquals(passkey.credentialIdB64u(), authenticator.getJsonObject("attestation").getString("credentialId"));
        assertEquals(SoftwarePasskey.b64u(registrationChallenge), authenticator.getString("challenge"));
        Api.Reply created = signed("POST", "/auth/credentials", body, otp.key(), pending);
        assertEquals(201, created.status(), created.raw().body());
        JsonObject credential = created.json();
        assertEquals("PASSKEY", credential.getString("type"));
        assertEquals("iPhone Face-ID", credential.getString("nickname"));
        assertEquals(passkey.credentialIdB64u(), credential.getString("credentialId"));
        String id = credential.getString("id");

        P256KeyPair client = P256KeyPair.generate();
        JsonObject c = challengeOk(id, client.publicKey().compressedHex());
        assertEquals(passkey.credentialIdB64u(), c.getString("credentialId"));
        assertEquals(id, c.getString("id"));
        Api.Reply session = verify(id, passkey.assertion(c.getString("challenge")), c.getString("requestId"));
        assertEquals(200, session.status(), session.raw().body());
        JsonObject s = session.json();
        assertTrue(s.getString("id").startsWith("Session:"), s.toString());
        assertEquals("PASSKEY", s.getString("type"));
        assertEquals("iPhone Face-ID", s.getString("nickname"));
        assertFalse(s.containsKey("encryptedSessionSigningKey"));

        // the client's own key is the session's: it signs the OTP session's revocation
        String revoke = "/auth/sessions/" + otp.sessionId();
        assertEquals(204, signed("DELETE", revoke, null, client, firstLeg("DELETE", revoke, null)).status());
        assertTrue(w.sessionIds().contains(s.getString("id")));
        assertFalse(w.sessionIds().contains(otp.sessionId()));
    }

    @Test
    void aLegacyLoginWithAnUncompressedKeyGetsASealedSessionKeyThatSigns() {
        Registered r = register("legacy");
        P256KeyPair client = P256KeyPair.generate();
        JsonObject c = challengeOk(r.credential(), client.publicKey().uncompressedHex());
        Api.Reply session = verify(r.credential(), r.passkey().assertion(c.getString("challenge")), c.getString("requestId"));
        assertEquals(200, session.status(), session.raw().body());
        P256KeyPair sessionKey = P256KeyPair.of(SessionKeyBundle.open(client.privateKey(),
                session.json().getString("encryptedSessionSigningKey")));

        String revoke = "/auth/sessions/" + r.login().sessionId();
        Api.Reply done = signed("DELETE", revoke, null, sessionKey, firstLeg("DELETE", revoke, null));
        assertEquals(204, done.status(), done.raw().body());
        assertFalse(r.wallet().sessionIds().contains(r.login().sessionId()));
    }

    @Test
    void eachFailedCheckIsA401WithItsReasonAndUsesTheChallengeUp() {
        Registered r = register("checks");
        String id = r.credential();
        String key = P256KeyPair.generate().publicKey().compressedHex();

        JsonObject c = challengeOk(id, key);
        verify(id, r.passkey().assertion(c.getString("challenge")), null).assertError(401, "REQUEST_ID_MISSING");
        reasonOf401(verify(id, r.passkey().assertion(c.getString("challenge"), "https://evil.example.com", 10, false),
                c.getString("requestId")), "origin does not match the relying party");
        JsonObject reused = verify(id, r.passkey().assertion(c.getString("challenge"), SoftwarePasskey.ORIGIN, 11, false),
                c.getString("requestId")).assertError(401, "UNAUTHORIZED");
        assertEquals("REQUEST_ID_REUSED", reused.getJsonObject("details").getString("failure"));

        JsonObject other = challengeOk(id, key);
        reasonOf401(verify(id, r.passkey().assertion(c.getString("challenge"), SoftwarePasskey.ORIGIN, 12, false),
                other.getString("requestId")), "challenge does not match");

        JsonObject ok = challengeOk(id, key);
        assertEquals(200, verify(id, r.passkey().assertion(ok.getString("challenge"), SoftwarePasskey.ORIGIN, 20, false),
                ok.getString("requestId")).status());
        JsonObject back = challengeOk(id, key);
        reasonOf401(verify(id, r.passkey().assertion(back.getString("challenge"), SoftwarePasskey.ORIGIN, 19, false),
                back.getString("requestId")), "signature counter did not increase");

        JsonObject unknown = verify(id, r.passkey().assertion(ok.getString("challenge")), "Request:" + UUID.randomUUID())
                .assertError(401, "UNAUTHORIZED");
        assertEquals("REQUEST_ID_UNKNOWN", unknown.getJsonObject("details").getString("failure"));
        JsonObject foreign = challengeOk(id, key);
        reasonOf401(verify(id, new SoftwarePasskey().assertion(foreign.getString("challenge")), foreign.getString("requestId")),
                "credential id is not registered for this credential");

        challenge(id, "02" + "ff".repeat(32)).assertError(400, "INVALID_INPUT");
        challenge(id, "05" + "ab".repeat(32)).assertError(400, "INVALID_INPUT");
        Api.postJson("/auth/credentials/" + id + "/challenge", "{}").assertError(400, "INVALID_INPUT");
        verify(id, Json.createObjectBuilder().add("credentialId", "x").build(), ok.getString("requestId")).assertError(400, "INVALID_INPUT");
    }

    @Test
    void theSandboxLegacyLiteralSkipsOnlyTheSignature() {
        Registered r = register("literal");
        String key = P256KeyPair.generate().publicKey().compressedHex();
        JsonObject c = challengeOk(r.credential(), key);
        Api.Reply ok = verify(r.credential(), r.passkey().assertion(c.getString("challenge"), SoftwarePasskey.ORIGIN, 3, true),
                c.getString("requestId"));
        assertEquals(200, ok.status(), ok.raw().body());

        JsonObject d = challengeOk(r.credential(), key);
        reasonOf401(verify(r.credential(), r.passkey().assertion(d.getString("challenge"), "https://evil.example.com", 4, true),
                d.getString("requestId")), "origin does not match the relying party");
        JsonObject e = challengeOk(r.credential(), key);
        reasonOf401(verify(r.credential(), r.passkey().assertion(e.getString("challenge"), SoftwarePasskey.ORIGIN, 3, true),
                e.getString("requestId")), "signature counter did not increase");
    }

    @Test
    void aWebAuthnCredentialIdIsRegisteredOnceAcrossThePlatformAndTheAttestationIsChecked() {
        Registered r = register("unique");
        WalletClient other = WalletClient.create("unique2");
        byte[] challenge = SoftwarePasskey.random(32);
        Api.postJson("/auth/credentials", registrationBody(other.wallet, "Same key", challenge,
                r.passkey().attestation(challenge, SoftwarePasskey.ORIGIN))).assertError(400, "PASSKEY_CREDENTIAL_ALREADY_EXISTS");
        Api.postJson("/auth/credentials", registrationBody(r.wallet().wallet, "Same key", challenge,
                r.passkey().attestation(challenge, SoftwarePasskey.ORIGIN))).assertError(400, "PASSKEY_CREDENTIAL_ALREADY_EXISTS");

        SoftwarePasskey fresh = new SoftwarePasskey();
        reasonOf401(Api.postJson("/auth/credentials", registrationBody(other.wallet, "Fresh key", challenge,
                fresh.attestation(SoftwarePasskey.random(32), SoftwarePasskey.ORIGIN))), "challenge does not match");
        reasonOf401(Api.postJson("/auth/credentials", registrationBody(other.wallet, "Fresh key", challenge,
                fresh.attestation(challenge, "https://evil.example.com"))), "origin does not match the relying party");
        Api.postJson("/auth/credentials", registrationBody(other.wallet, "<b>", challenge,
                fresh.attestation(challenge, SoftwarePasskey.ORIGIN))).assertError(400, "INVALID_INPUT");
        assertEquals(1, other.credentials().size());
    }

    @Test
    void aCarelessClientGetsA4xxEnvelopeAndNothingIsWritten() {
        Registered r = register("careless");
        String wallet = r.wallet().wallet;
        String garbage = "AAAAAAAAAAAAAAAAAAAAAAAA";
        String jsonGarbage = SoftwarePasskey.b64u("{\"type\":\"webauthn.create\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        List<String> creates = List.of("", "null", "[]", "\"PASSKEY\"", "{\"type\":1}", "{\"type\":{\"a\":[1]}}",
                "{\"type\":\"OAUTH\",\"accountId\":\"" + wallet + "\",\"oidcToken\":1e999999}",
                "{\"type\":\"OAUTH\",\"accountId\":\"" + wallet + "\",\"oidcToken\":\"" + "a".repeat(20_000) + "\"}",
                "{\"type\":\"PASSKEY\",\"accountId\":\"" + wallet + "\",\"nickname\":\"k\",\"challenge\":\"" + garbage
                        + "\",\"attestation\":{\"credentialId\":\"" + garbage + "\",\"clientDataJson\":\"" + garbage
                        + "\",\"attestationObject\":\"" + garbage + "\"}}",
                "{\"type\":\"PASSKEY\",\"accountId\":\"" + wallet + "\",\"nickname\":\"k\",\"challenge\":\"" + garbage
                        + "\",\"attestation\":{\"credentialId\":\"" + garbage + "\",\"clientDataJson\":\"" + jsonGarbage
                        + "\",\"attestationObject\":\"oA\"}}",
                "{\"type\":\"PASSKEY\",\"accountId\":\"" + wallet + "\",\"nickname\":\"k\",\"challenge\":\"" + garbage
                        + "\",\"attestation\":[]}");
        for (String body : creates) {
            assertClientError(call("POST", "/auth/credentials", body, Map.of()), body);
        }
        String verify = "/auth/credentials/" + r.credential() + "/verify";
        JsonObject c = challengeOk(r.credential(), P256KeyPair.generate().publicKey().compressedHex());
        List<String> verifies = List.of("{\"type\":\"PASSKEY\",\"assertion\":{\"credentialId\":\"" + garbage
                        + "\",\"clientDataJson\":\"" + garbage + "\",\"authenticatorData\":\"" + garbage + "\",\"signature\":\"" + garbage + "\"}}",
                "{\"type\":\"PASSKEY\",\"assertion\":\"x\"}", "{\"type\":\"PASSKEY\",\"assertion\":{\"credentialId\":[]}}");
        for (String body : verifies) {
            assertClientError(call("POST", verify, body, Map.of("Request-Id", c.getString("requestId"))), body);
        }
        for (String body : List.of("x", "{\"clientPublicKey\":null}", "{\"clientPublicKey\":" + "9".repeat(400) + "}")) {
            assertClientError(call("POST", "/auth/credentials/" + r.credential() + "/challenge", body, Map.of()), body);
            assertClientError(call("POST", "/auth/sessions/" + r.login().sessionId() + "/refresh", body, Map.of()), body);
        }
        assertClientError(call("DELETE", "/auth/credentials/%20", null, Map.of()), "blank id");
        assertClientError(call("POST", "/auth/credentials/nope/challenge", "{}", Map.of()), "odd id");
        assertEquals(2, r.wallet().credentials().size(), "the email credential and the passkey only");
        assertEquals(1, r.wallet().sessionIds().size(), "the OTP session only");
    }

    static void assertClientError(Api.Reply r, String what) {
        assertTrue(r.status() >= 400 && r.status() < 500, r.status() + " for " + what + ": " + r.raw().body());
        assertEquals(r.status(), r.json().getInt("status"), what);
    }

    @Test
    void concurrentVerifiesOfOneChallengeIssueExactlyOneSession() throws Exception {
        Registered r = register("concurrent");
        JsonObject c = challengeOk(r.credential(), P256KeyPair.generate().publicKey().compressedHex());
        JsonObject assertion = r.passkey().assertion(c.getString("challenge"));
        int ok = 0;
        for (Api.Reply reply : Concurrency.race(10, () -> verify(r.credential(), assertion, c.getString("requestId")))) {
            if (reply.status() == 200) {
                ok++;
            } else {
                reply.assertError(401, "UNAUTHORIZED");
            }
        }
        assertEquals(1, ok, "exactly one session");
        assertEquals(2, r.wallet().sessionIds().size(), "the OTP session and the one passkey session");
    }
}
