package net.ccpay.deploy.it;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.SessionKeyBundle;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.WalletClient;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Date;
import java.util.HexFormat;
import java.util.Map;
import java.util.UUID;

import static net.ccpay.deploy.it.support.WalletClient.call;
import static net.ccpay.deploy.it.support.WalletClient.firstLeg;
import static net.ccpay.deploy.it.support.WalletClient.signed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * OAuth credentials through the gateway with sandbox OIDC tokens (JWTs whose signature segment is a
 * dummy, built with Nimbus): adding one (202, the signed retry 201; a malformed token or an unsupported
 * issuer is 400 naming the claim, a stale or expired one a 401 failed authentication), then logging in
 * with a fresh token whose nonce is the SHA-256 of the clientPublicKey text (compressed: client-held
 * session key; uncompressed: a sealed one), and each refusal: another nonce, another subject, a stale or
 * expired token, the old literal token, a malformed one; and the per-credential verify limit (429 with
 * Retry-After).
 */
class WalletOauthIT {

    static final String GOOGLE = "https://accounts.google.com";
    static final String AUDIENCE = "1234567.apps.googleusercontent.com";

    /** A sandbox OIDC token: RS256 header, the claims, a dummy signature segment. */
    static String token(String iss, String sub, Instant iat, String nonce, String email) {
        return token(iss, sub, iat, iat.plusSeconds(3600), nonce, email);
    }

    static String token(String iss, String sub, Instant iat, Instant exp, String nonce, String email) {
        JWTClaimsSet.Builder claims = new JWTClaimsSet.Builder().issuer(iss).audience(AUDIENCE).subject(sub)
                .issueTime(Date.from(iat)).expirationTime(Date.from(exp));
        if (nonce != null) {
            claims.claim("nonce", nonce);
        }
        if (email != null) {
            claims.claim("email", email);
        }
        JWSHeader header = new JWSHeader.Builder(JWSAlgorithm.RS256).keyID("sandbox").type(JOSEObjectType.JWT).build();
        try {
            return new SignedJWT(header.toBase64URL(), claims.build().toPayload().toBase64URL(),
                    Base64URL.encode("dummy-signature")).serialize();
        } catch (java.text.ParseException e) {
            throw new IllegalStateException(e);
        }
    }

    static String nonce(String clientPublicKeyText) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(clientPublicKeyText.getBytes(StandardCharsets.US_ASCII)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String addBody(String wallet, String token) {
        return Json.createObjectBuilder().add("type", "OAUTH").add("accountId", wallet).add("oidcToken", token).build().toString();
    }

    static Api.Reply verify(String credential, String token, String clientPublicKey) {
        var body = Json.createObjectBuilder().add("type", "OAUTH").add("oidcToken", token);
        if (clientPublicKey != null) {
            body.add("clientPublicKey", clientPublicKey);
        }
        return call("POST", "/auth/credentials/" + credential + "/verify", body.build().toString(), Map.of());
    }

    static void refused(Api.Reply r, String reason) {
        assertEquals(reason, r.assertError(401, "UNAUTHORIZED").getString("reason"));
    }

    @Test
    void anOauthCredentialIsAddedAndLogsInWithAFreshTokenBoundToTheClientKey() {
        WalletClient w = WalletClient.create("oauth");
        WalletClient.Login otp = w.login();
        String sub = "sub-" + UUID.randomUUID();
        String body = addBody(w.wallet, token("accounts.google.com", sub, Instant.now(), null, "owner@example.com"));

        JsonObject pending = firstLeg("POST", "/auth/credentials", body);
        assertEquals("OAUTH", pending.getString("type"));
        JsonObject activity = WalletClient.parse(pending.getString("payloadToSign"));
        assertEquals("ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS", activity.getString("type"));
        assertEquals("Google", activity.getJsonObject("parameters").getJsonArray("oauthProviders").getJsonObject(0).getString("providerName"));
        Api.Reply created = signed("POST", "/auth/credentials", body, otp.key(), pending);
        assertEquals(201, created.status(), created.raw().body());
        JsonObject credential = created.json();
        assertEquals("OAUTH", credential.getString("type"));
        assertEquals("owner@example.com", credential.getString("nickname"));
        String id = credential.getString("id");

        P256KeyPair client = P256KeyPair.generate();
        String key = client.publicKey().compressedHex();
        Api.Reply session = verify(id, token(GOOGLE, sub, Instant.now(), nonce(key), null), key);
        assertEquals(200, session.status(), session.raw().body());
        JsonObject s = session.json();
        assertEquals("OAUTH", s.getString("type"));
        assertFalse(s.containsKey("encryptedSessionSigningKey"));
        String revoke = "/auth/sessions/" + otp.sessionId();
        assertEquals(204, signed("DELETE", revoke, null, client, firstLeg("DELETE", revoke, null)).status());

        P256KeyPair legacy = P256KeyPair.generate();
        String legacyKey = legacy.publicKey().uncompressedHex();
        Api.Reply sealed = verify(id, token(GOOGLE, sub, Instant.now(), nonce(legacyKey), null), legacyKey);
        assertEquals(200, sealed.status(), sealed.raw().body());
        P256KeyPair sessionKey = P256KeyPair.of(SessionKeyBundle.open(legacy.privateKey(), sealed.json().getString("encryptedSessionSigningKey")));
        String revokeFirst = "/auth/sessions/" + s.getString("id");
        assertEquals(204, signed("DELETE", revokeFirst, null, sessionKey, firstLeg("DELETE", revokeFirst, null)).status());
        assertEquals(java.util.List.of(sealed.json().getString("id")), w.sessionIds());
    }

    @Test
    void aTokenThatDoesNotMatchTheCredentialOrTheKeyIsRefusedWithItsReason() {
        WalletClient w = WalletClient.create("oauthchecks");
        WalletClient.Login otp = w.login();
        String sub = "sub-" + UUID.randomUUID();
        JsonObject credential = WalletClient.addCredential(addBody(w.wallet, token(GOOGLE, sub, Instant.now(), null, null)), otp);
        assertEquals(sub, credential.getString("nickname"), "no email claim: the subject");
        String id = credential.getString("id");
        String key = P256KeyPair.generate().publicKey().compressedHex();
        String otherKey = P256KeyPair.generate().publicKey().compressedHex();

        refused(verify(id, token(GOOGLE, sub, Instant.now(), nonce(otherKey), null), key), "nonce does not match the clientPublicKey");
        refused(verify(id, token(GOOGLE, sub, Instant.now(), nonce(key.toUpperCase()), null), key), "nonce does not match the clientPublicKey");
        refused(verify(id, token(GOOGLE, sub, Instant.now(), null, null), key), "nonce is missing");
        refused(verify(id, token(GOOGLE, "someone-else", Instant.now(), nonce(key), null), key), "token identity does not match the credential");
        refused(verify(id, token("appleid.apple.com", sub, Instant.now(), nonce(key), null), key), "token identity does not match the credential");
        refused(verify(id, token(GOOGLE, sub, Instant.now().minusSeconds(120), nonce(key), null), key), "iat is more than 60 seconds old");
        refused(verify(id, token(GOOGLE, sub, Instant.now(), Instant.now().minusSeconds(1), nonce(key), null), key), "token has expired");
        refused(verify(id, token("https://login.example.com", sub, Instant.now(), nonce(key), null), key), "iss is not a supported issuer");
        verify(id, "sandbox-valid-oidc-token", key).assertError(400, "INVALID_INPUT");
        verify(id, "not.a.jwt", key).assertError(400, "INVALID_INPUT");
        verify(id, token(GOOGLE, sub, Instant.now(), nonce(key), null), null).assertError(400, "INVALID_INPUT");
        verify(id, token(GOOGLE, sub, Instant.now(), nonce("02" + "ff".repeat(32)), null), "02" + "ff".repeat(32)).assertError(400, "INVALID_INPUT");
        Api.postJson("/auth/credentials/" + id + "/challenge", "{}").assertError(400, "INVALID_INPUT");
        assertEquals(1, w.sessionIds().size(), "only the OTP session");

        assertEquals(200, verify(id, token(GOOGLE, sub, Instant.now(), nonce(key), null), key).status());
    }

    @Test
    void verifyAttemptsBeyondTheLimitAre429WithRetryAfter() {
        WalletClient w = WalletClient.create("oauthlimit");
        String sub = "sub-" + UUID.randomUUID();
        String id = WalletClient.addCredential(addBody(w.wallet, token(GOOGLE, sub, Instant.now(), null, null)), w.login()).getString("id");
        String key = P256KeyPair.generate().publicKey().compressedHex();
        String wrongNonce = token(GOOGLE, sub, Instant.now(), nonce("not the key"), null);
        Api.Reply limited = null;
        int refused = 0;
        // the window is the calendar minute: within 41 attempts one window is exceeded, whatever the start
        for (int i = 0; i < 41 && limited == null; i++) {
            Api.Reply r = verify(id, wrongNonce, key);
            if (r.status() == 401) {
                refused++;
            } else {
                limited = r;
            }
        }
        assertTrue(limited != null && refused >= 20, "refused " + refused + " before a 429");
        assertEquals("VERIFY_LIMIT", limited.assertError(429, "RATE_LIMITED").getJsonObject("details").getString("reason"));
        int retryAfter = Integer.parseInt(limited.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 60, "Retry-After " + retryAfter);
    }

    @Test
    void atRegistrationAMalformedTokenOrAnUnsupportedIssuerIs400NamingTheClaimAndAStaleOrExpiredTokenIs401() {
        WalletClient w = WalletClient.create("oauthrules");
        String sub = "sub-" + UUID.randomUUID();
        JsonObject issuer = Api.postJson("/auth/credentials", addBody(w.wallet, token("https://login.example.com", sub, Instant.now(), null, null)))
                .assertError(400, "INVALID_INPUT");
        JsonObject error = issuer.getJsonObject("details").getJsonArray("errors").getJsonObject(0);
        assertEquals("oidcToken", error.getString("field"));
        assertTrue(error.getString("message").contains("iss"), error.toString());
        JsonObject noSubject = Api.postJson("/auth/credentials", addBody(w.wallet, token(GOOGLE, null, Instant.now(), null, null)))
                .assertError(400, "INVALID_INPUT");
        assertTrue(noSubject.getString("message").contains("sub"), noSubject.toString());
        Api.postJson("/auth/credentials", addBody(w.wallet, "sandbox-valid-oidc-token")).assertError(400, "INVALID_INPUT");
        Api.postJson("/auth/credentials", addBody(w.wallet, "a.b")).assertError(400, "INVALID_INPUT");

        refused(Api.postJson("/auth/credentials", addBody(w.wallet, token(GOOGLE, sub, Instant.now().minusSeconds(120), null, null))),
                "iat is more than 60 seconds old");
        refused(Api.postJson("/auth/credentials", addBody(w.wallet, token(GOOGLE, sub, Instant.now(), Instant.now().minusSeconds(1), null, null))),
                "token has expired");
        refused(Api.postJson("/auth/credentials", addBody(w.wallet, token(GOOGLE, sub, Instant.now().plusSeconds(60), null, null))),
                "iat is in the future");
        assertEquals(1, w.credentials().size(), "nothing registered");
    }
}
