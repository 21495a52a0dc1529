package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class OidcTokenRulesTest {

    static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    static final String CLIENT_PUBLIC_KEY = "02" + "a1b2c3d4".repeat(8);
    static final OidcTokenRules.Identity GOOGLE_USER =
            new OidcTokenRules.Identity("https://accounts.google.com", "client-123.apps.googleusercontent.com", "1100220033");

    private static final Base64.Encoder B64U = Base64.getUrlEncoder().withoutPadding();

    /** Claims of a valid token issued 10 s ago; each test spoils one. */
    private static Map<String, Object> claims() {
        Map<String, Object> claims = new LinkedHashMap<>();
        claims.put("iss", "https://accounts.google.com");
        claims.put("aud", "client-123.apps.googleusercontent.com");
        claims.put("sub", "1100220033");
        claims.put("iat", NOW.getEpochSecond() - 10);
        claims.put("exp", NOW.getEpochSecond() + 3600);
        claims.put("nonce", sha256Hex(CLIENT_PUBLIC_KEY));
        return claims;
    }

    /** A JWS-shaped token with a dummy signature segment, as the sandbox accepts. */
    static String token(Map<String, Object> claims) {
        return segment("{\"alg\":\"RS256\",\"kid\":\"dummy\",\"typ\":\"JWT\"}") + "." + segment(json(claims)) + ".ZHVtbXktc2lnbmF0dXJl";
    }

    private static String segment(String json) {
        return B64U.encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    private static String json(Object value) {
        if (value instanceof Map<?, ?> map) {
            StringBuilder out = new StringBuilder("{");
            map.forEach((k, v) -> out.append(out.length() > 1 ? "," : "").append(json(k)).append(':').append(json(v)));
            return out.append('}').toString();
        }
        if (value instanceof List<?> list) {
            StringBuilder out = new StringBuilder("[");
            list.forEach(v -> out.append(out.length() > 1 ? "," : "").append(json(v)));
            return out.append(']').toString();
        }
        if (value instanceof String s) {
            return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        }
        return String.valueOf(value);
    }

    private static String sha256Hex(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.US_ASCII)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static OidcTokenRules.Identity register(Map<String, Object> claims) {
        return OidcTokenRules.registration(token(claims), NOW);
    }

    private static OidcTokenRules.Identity verify(Map<String, Object> claims) {
        return OidcTokenRules.verify(token(claims), GOOGLE_USER, CLIENT_PUBLIC_KEY, NOW);
    }

    private static Map<String, Object> with(String claim, Object value) {
        Map<String, Object> claims = claims();
        if (value == null) {
            claims.remove(claim);
        } else {
            claims.put(claim, value);
        }
        return claims;
    }

    static <T extends WalletCryptoException> void assertRefused(Class<T> type, String reason, Executable call) {
        T e = assertThrows(type, call);
        assertEquals(DomainException.Kind.UNAUTHORIZED, e.kind());
        assertEquals(ErrorCode.UNAUTHORIZED, e.code());
        assertEquals(reason, e.reason());
        assertEquals(Map.of("reason", reason), e.details());
    }

    // --- registration: the happy path and the issuer forms ---

    @Test
    void aValidTokenRegistersItsIdentity() {
        assertEquals(GOOGLE_USER, register(claims()));
    }

    @ParameterizedTest
    @CsvSource({
            "https://accounts.google.com, https://accounts.google.com",
            "accounts.google.com,         https://accounts.google.com",
            "https://appleid.apple.com,   https://appleid.apple.com",
            "appleid.apple.com,           https://appleid.apple.com"})
    void bothIssuerFormsOfGoogleAndAppleAreSupportedAndNormalised(String iss, String normalised) {
        assertEquals(normalised, register(with("iss", iss)).iss());
    }

    @ParameterizedTest
    @CsvSource({"https://login.microsoftonline.com", "https://accounts.google.com/", "http://accounts.google.com",
            "ACCOUNTS.GOOGLE.COM", "google.com"})
    void otherIssuersAreRefused(String iss) {
        assertRefused(OidcIssuerNotSupported.class, "iss is not a supported issuer", () -> register(with("iss", iss)));
    }

    @Test
    void aMissingOrNonStringIssuerIsRefused() {
        assertRefused(OidcIssuerNotSupported.class, "iss is not a supported issuer", () -> register(with("iss", null)));
        assertRefused(OidcIssuerNotSupported.class, "iss is not a supported issuer", () -> register(with("iss", 42)));
    }

    // --- aud ---

    @Test
    void audAsAStringOrAOneElementArrayIsTheSameAudience() {
        assertEquals("client-123.apps.googleusercontent.com", register(with("aud", "client-123.apps.googleusercontent.com")).aud());
        assertEquals("client-123.apps.googleusercontent.com", register(with("aud", List.of("client-123.apps.googleusercontent.com"))).aud());
    }

    @Test
    void aTwoElementAudArrayIsRefused() {
        assertRefused(OidcAudienceInvalid.class, "aud must be a non-empty string or a single-element string array",
                () -> register(with("aud", List.of("client-123", "client-456"))));
    }

    @Test
    void anEmptyAudIsRefused() {
        for (Object aud : new Object[] {"", List.of(), List.of(""), 7, List.of(7)}) {
            assertRefused(OidcAudienceInvalid.class, "aud must be a non-empty string or a single-element string array",
                    () -> register(with("aud", aud)));
        }
        assertRefused(OidcAudienceInvalid.class, "aud must be a non-empty string or a single-element string array",
                () -> register(with("aud", null)));
    }

    // --- sub ---

    @Test
    void aMissingOrEmptySubIsRefused() {
        assertRefused(OidcSubjectMissing.class, "sub is missing", () -> register(with("sub", null)));
        assertRefused(OidcSubjectMissing.class, "sub is missing", () -> register(with("sub", "")));
        assertRefused(OidcSubjectMissing.class, "sub is missing", () -> register(with("sub", 1100220033)));
    }

    // --- iat and exp ---

    @Test
    void aTokenIssued60SecondsAgoIsFresh() {
        assertEquals(GOOGLE_USER, register(with("iat", NOW.getEpochSecond() - 60)));
    }

    @Test
    void theFiveSecondsOfSkewAlsoCoverTheAge() {
        assertEquals(GOOGLE_USER, register(with("iat", NOW.getEpochSecond() - 65)));
    }

    @Test
    void aTokenIssued66SecondsAgoIsTooOld() {
        assertRefused(OidcTokenTooOld.class, "iat is more than 60 seconds old", () -> register(with("iat", NOW.getEpochSecond() - 66)));
    }

    @Test
    void aTokenIssued4SecondsInTheFutureIsWithinTheSkew() {
        assertEquals(GOOGLE_USER, register(with("iat", NOW.getEpochSecond() + 4)));
    }

    @Test
    void aTokenIssued6SecondsInTheFutureIsRefused() {
        assertRefused(OidcTokenIssuedInFuture.class, "iat is in the future", () -> register(with("iat", NOW.getEpochSecond() + 6)));
    }

    @Test
    void aFractionalIatIsNumeric() {
        assertEquals(GOOGLE_USER, register(with("iat", NOW.getEpochSecond() - 59.5)));
    }

    @Test
    void aMissingOrNonNumericIatIsRefused() {
        assertRefused(OidcIssuedAtInvalid.class, "iat is missing or not numeric", () -> register(with("iat", null)));
        assertRefused(OidcIssuedAtInvalid.class, "iat is missing or not numeric",
                () -> register(with("iat", String.valueOf(NOW.getEpochSecond()))));
    }

    @Test
    void anExpiredTokenIsRefused() {
        assertRefused(OidcTokenExpired.class, "token has expired", () -> register(with("exp", NOW.getEpochSecond() - 1)));
        assertRefused(OidcTokenExpired.class, "token has expired", () -> register(with("exp", NOW.getEpochSecond())));
    }

    @Test
    void aMissingOrNonNumericExpIsRefused() {
        assertRefused(OidcExpiryInvalid.class, "exp is missing or not numeric", () -> register(with("exp", null)));
        assertRefused(OidcExpiryInvalid.class, "exp is missing or not numeric", () -> register(with("exp", "tomorrow")));
    }

    // --- malformed tokens ---

    @Test
    void theOldSandboxLiteralIsAMalformedToken() {
        MalformedOidcToken e = assertThrows(MalformedOidcToken.class,
                () -> OidcTokenRules.registration("sandbox-valid-oidc-token", NOW));
        assertEquals(ErrorCode.INVALID_INPUT, e.code());
        assertEquals(DomainException.Kind.INVALID, e.kind());
        assertThrows(MalformedOidcToken.class,
                () -> OidcTokenRules.verify(OidcTokenRules.OLD_SANDBOX_LITERAL, GOOGLE_USER, CLIENT_PUBLIC_KEY, NOW));
    }

    @Test
    void nonJwtsAreMalformed() {
        String header = segment("{\"alg\":\"RS256\"}");
        String payload = segment(json(claims()));
        for (String token : new String[] {
                null, "", "a.b", "a.b.c", header + ".not*base64." + "sig", header + "." + payload + ".not*base64",
                header + "." + payload + ".", header + "." + segment("[1,2]") + ".c2ln", header + "." + segment("nope") + ".c2ln",
                segment("{\"alg\":\"RSA-OAEP\",\"enc\":\"A256GCM\"}") + ".a.b.c.d"}) {
            MalformedOidcToken e = assertThrows(MalformedOidcToken.class, () -> OidcTokenRules.registration(token, NOW), token);
            assertEquals(ErrorCode.INVALID_INPUT, e.code());
        }
    }

    @Test
    void anUnsecuredJwtIsReadForItsClaimsInTheSandbox() {
        String token = segment("{\"alg\":\"none\"}") + "." + segment(json(claims())) + ".";
        assertEquals(GOOGLE_USER, OidcTokenRules.registration(token, NOW));
    }

    // --- verify ---

    @Test
    void aFreshTokenWithTheSameIdentityAndTheNonceVerifies() {
        assertEquals(GOOGLE_USER, verify(claims()));
    }

    @Test
    void theIdentityRegisteredUnderTheBareHostIsTheSameOnVerify() {
        OidcTokenRules.Identity registered = register(with("iss", "accounts.google.com"));
        assertEquals(registered, OidcTokenRules.verify(token(claims()), registered, CLIENT_PUBLIC_KEY, NOW));
    }

    @Test
    void verifyAppliesTheClaimRulesToo() {
        assertRefused(OidcTokenTooOld.class, "iat is more than 60 seconds old", () -> verify(with("iat", NOW.getEpochSecond() - 300)));
        assertRefused(OidcTokenExpired.class, "token has expired", () -> verify(with("exp", NOW.getEpochSecond() - 300)));
    }

    @Test
    void anotherIdentityIsRefusedOnVerify() {
        for (Map<String, Object> claims : List.of(
                with("iss", "https://appleid.apple.com"),
                with("aud", "client-999.apps.googleusercontent.com"),
                with("sub", "1100220034"))) {
            assertRefused(OidcIdentityMismatch.class, "token identity does not match the credential", () -> verify(claims));
        }
    }

    @Test
    void aMissingNonceIsRefused() {
        assertRefused(OidcNonceMismatch.class, "nonce is missing", () -> verify(with("nonce", null)));
    }

    @Test
    void aNonceForAnotherKeyIsRefused() {
        assertRefused(OidcNonceMismatch.class, "nonce does not match the clientPublicKey",
                () -> verify(with("nonce", sha256Hex("03" + "ff".repeat(32)))));
    }

    @Test
    void theNonceIsComputedOverTheExactHexText() {
        String lower = "04" + "ab".repeat(64);
        String upper = lower.toUpperCase();
        assertNotEquals(OidcTokenRules.nonceFor(lower), OidcTokenRules.nonceFor(upper));
        assertEquals(sha256Hex(lower), OidcTokenRules.nonceFor(lower));

        String token = token(with("nonce", OidcTokenRules.nonceFor(lower)));
        assertEquals(GOOGLE_USER, OidcTokenRules.verify(token, GOOGLE_USER, lower, NOW));
        assertRefused(OidcNonceMismatch.class, "nonce does not match the clientPublicKey",
                () -> OidcTokenRules.verify(token, GOOGLE_USER, upper, NOW));
    }

    @Test
    void theNonceIsLowercaseHexNotUppercase() {
        assertRefused(OidcNonceMismatch.class, "nonce does not match the clientPublicKey",
                () -> verify(with("nonce", sha256Hex(CLIENT_PUBLIC_KEY).toUpperCase())));
    }

    @Test
    void theNonceMatchesTheDocsGenerator() {
        // crypto.createHash("sha256").update("abc").digest("hex")
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", OidcTokenRules.nonceFor("abc"));
    }

    @Test
    void verifyNeedsTheClientPublicKey() {
        assertThrows(MalformedOidcToken.class, () -> OidcTokenRules.verify(token(claims()), GOOGLE_USER, "", NOW));
    }
}
