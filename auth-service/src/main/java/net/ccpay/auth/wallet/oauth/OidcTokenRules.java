package net.ccpay.auth.wallet.oauth;

import com.nimbusds.jose.JOSEObject;
import com.nimbusds.jwt.EncryptedJWT;
import com.nimbusds.jwt.JWT;
import com.nimbusds.jwt.JWTParser;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The sandbox's rules for OAUTH credentials (brief, "Sandbox rules for authentication"), as data and one
 * method per rule.
 *
 * <p><b>Registration</b> ({@code POST /auth/credentials}, type OAUTH): the token's payload carries
 * <ul>
 *   <li>{@code iss}: a supported issuer in URL or bare host form ({@link #SUPPORTED_ISSUERS});</li>
 *   <li>{@code aud}: a non-empty string, or an array of exactly one non-empty string;</li>
 *   <li>{@code sub}: a non-empty string;</li>
 *   <li>{@code iat}: a number, no more than 60 s before the request with 5 s of clock skew allowed, so
 *       {@code now - 65 s <= iat <= now + 5 s};</li>
 *   <li>{@code exp}: a number, strictly later than the request time (no skew: the brief gives none).</li>
 * </ul>
 * The registered identity is (iss normalised to its URL form, aud, sub).
 *
 * <p><b>Verify</b> ({@code POST /auth/credentials/{id}/verify}, type OAUTH): the fresh token meets the same
 * rules, carries the same identity, and a {@code nonce} equal to the lowercase hex SHA-256 of the exact
 * {@code clientPublicKey} text of the request (the ASCII hex string as sent, not the key bytes: an
 * uppercase spelling of the same key is another nonce).
 *
 * <p><b>Signature.</b> The sandbox does not verify the provider's signature: a JWS whose signature
 * segment is any base64url value (a dummy) or an unsecured JWT ({@code alg: none}) is read for its
 * claims only. Outside sandbox mode the {@link Policy} of {@link OidcProviders} verifies it against the
 * issuer's published JWKS right after the issuer rule (a bad signature is 401 {@link OidcSignatureInvalid}),
 * takes the configured issuers instead of {@link #SUPPORTED_ISSUERS} and only the configured audiences;
 * every other rule here still applies.
 *
 * <p><b>Malformed.</b> Anything that is not a compact JWT with a JSON object payload, including the old
 * fixed sandbox literal {@value #OLD_SANDBOX_LITERAL}, is a 400 {@link MalformedOidcToken}.
 *
 * <p><b>Statuses.</b> The time checks ({@code iat} too old or in the future, {@code exp} passed) are
 * {@link OidcTokenNotFresh}: a failed authentication, 401 at registration and at verify. The other claim
 * rules are 401 at verify and, at registration, a 400 naming the claim (the contract's "malformed or
 * unsupported issuer").
 */
public final class OidcTokenRules {

    /** Accepted issuer spellings, each to its normalised (URL) form. */
    public static final Map<String, String> SUPPORTED_ISSUERS = Map.of(
            "https://accounts.google.com", "https://accounts.google.com",
            "accounts.google.com", "https://accounts.google.com",
            "https://appleid.apple.com", "https://appleid.apple.com",
            "appleid.apple.com", "https://appleid.apple.com");

    public static final Duration MAX_AGE = Duration.ofSeconds(60);
    public static final Duration CLOCK_SKEW = Duration.ofSeconds(5);

    /** The fixed token the sandbox once accepted; now refused like any other non-JWT. */
    public static final String OLD_SANDBOX_LITERAL = "sandbox-valid-oidc-token";

    private static final int MAX_TOKEN_CHARS = 16 * 1024;
    private static final Pattern BASE64URL = Pattern.compile("[A-Za-z0-9_-]*");

    /** An OAUTH credential's identity: (iss in URL form, aud, sub). */
    public record Identity(String iss, String aud, String sub) {
    }

    /** Checks a token's signature once its issuer (URL form) is known; throws {@link OidcSignatureInvalid}. */
    @FunctionalInterface
    public interface SignatureCheck {
        void verify(String token, String issuer);
    }

    /**
     * What the rules accept: issuer spellings to their URL form, the accepted audiences (empty: any
     * non-empty one) and the provider signature check, run right after the issuer rule.
     */
    public record Policy(Map<String, String> issuers, Set<String> audiences, SignatureCheck signatures) {
    }

    /** The sandbox: Google and Apple, any audience, the signature read but not verified. */
    public static final Policy SANDBOX = new Policy(SUPPORTED_ISSUERS, Set.of(), (token, issuer) -> { });

    private OidcTokenRules() {}

    /** Registration under the sandbox policy. */
    public static Identity registration(String token, Instant now) {
        return registration(token, now, SANDBOX);
    }

    /** Registration: the claim rules; returns the identity to register. */
    public static Identity registration(String token, Instant now, Policy policy) {
        return claimRules(token, claims(token), now, policy);
    }

    /** Verify under the sandbox policy. */
    public static Identity verify(String token, Identity registered, String clientPublicKeyText, Instant now) {
        return verify(token, registered, clientPublicKeyText, now, SANDBOX);
    }

    /** Verify: the claim rules, the registered identity, and the nonce bound to the clientPublicKey text. */
    public static Identity verify(String token, Identity registered, String clientPublicKeyText, Instant now, Policy policy) {
        if (clientPublicKeyText == null || clientPublicKeyText.isEmpty()) {
            throw new MalformedOidcToken("clientPublicKey is required");
        }
        Map<String, Object> claims = claims(token);
        Identity identity = claimRules(token, claims, now, policy);
        checkSameIdentity(identity, registered, policy.issuers());
        checkNonce(claims, clientPublicKeyText);
        return identity;
    }

    private static Identity claimRules(String token, Map<String, Object> claims, Instant now, Policy policy) {
        String issuer = issuer(claims, policy.issuers());
        policy.signatures().verify(token, issuer);
        Identity identity = new Identity(issuer, audience(claims, policy.audiences()), subject(claims));
        checkIssuedAt(claims, now);
        checkNotExpired(claims, now);
        return identity;
    }

    /**
     * The token's {@code email} claim when it is a non-empty string, else null: an OAuth credential's
     * nickname (api-inventory §2.11). Read after {@link #registration} accepted the token.
     */
    public static String email(String token) {
        return claims(token).get("email") instanceof String email && !email.isBlank() ? email : null;
    }

    /** The provider's name for an issuer in URL form ("Google", "Apple"), as a Turnkey activity names it. */
    public static String providerName(String normalisedIssuer) {
        return switch (normalisedIssuer) {
            case "https://accounts.google.com" -> "Google";
            case "https://appleid.apple.com" -> "Apple";
            default -> {
                String host = java.net.URI.create(normalisedIssuer).getHost();
                yield host == null ? normalisedIssuer : host;
            }
        };
    }

    /** The nonce a client must put in the token for this clientPublicKey text: hex SHA-256 of its ASCII bytes. */
    public static String nonceFor(String clientPublicKeyText) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(clientPublicKeyText.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
    }

    /**
     * Step: a compact JWT — a JWS with any base64url signature segment, or an unsecured JWT — whose payload
     * is a JSON object. A JWE (5 parts) is refused: the sandbox has no key to open it.
     */
    static Map<String, Object> claims(String token) {
        if (token == null || token.isEmpty() || token.length() > MAX_TOKEN_CHARS) {
            throw new MalformedOidcToken("oidcToken is not a JWT");
        }
        JWT jwt;
        try {
            jwt = JWTParser.parse(token);
        } catch (ParseException e) {
            throw new MalformedOidcToken("oidcToken is not a JWT");
        }
        if (jwt instanceof EncryptedJWT) {
            throw new MalformedOidcToken("oidcToken is not a JWT");
        }
        if (jwt instanceof SignedJWT signed) {
            String signature = signed.getSignature().toString();
            if (signature.isEmpty() || !BASE64URL.matcher(signature).matches()) {
                throw new MalformedOidcToken("oidcToken signature segment is not base64url");
            }
        } else if (!(jwt instanceof PlainJWT)) {
            throw new MalformedOidcToken("oidcToken is not a JWT");
        }
        Map<String, Object> claims;
        try {
            claims = ((JOSEObject) jwt).getPayload().toJSONObject();
        } catch (RuntimeException e) {
            claims = null;
        }
        if (claims == null) {
            throw new MalformedOidcToken("oidcToken payload is not a JSON object");
        }
        return claims;
    }

    /** Rule: {@code iss} is a supported issuer, URL or bare host form; returns its URL form. */
    static String issuer(Map<String, Object> claims) {
        return issuer(claims, SUPPORTED_ISSUERS);
    }

    static String issuer(Map<String, Object> claims, Map<String, String> issuers) {
        Object iss = claims.get("iss");
        String normalised = iss instanceof String s ? issuers.get(s) : null;
        if (normalised == null) {
            throw new OidcIssuerNotSupported("iss is not a supported issuer");
        }
        return normalised;
    }

    /** Rule: {@code aud} is a non-empty string or a one-element array of a non-empty string. */
    static String audience(Map<String, Object> claims) {
        return audience(claims, Set.of());
    }

    /** ... and, when {@code accepted} is not empty, one of them. */
    static String audience(Map<String, Object> claims, Set<String> accepted) {
        Object aud = claims.get("aud");
        if (aud instanceof List<?> list && list.size() == 1) {
            aud = list.get(0);
        }
        if (!(aud instanceof String s) || s.isEmpty()) {
            throw new OidcAudienceInvalid("aud must be a non-empty string or a single-element string array");
        }
        if (!accepted.isEmpty() && !accepted.contains(s)) {
            throw new OidcAudienceInvalid("aud is not an audience of this platform");
        }
        return s;
    }

    /** Rule: {@code sub} is a non-empty string. */
    static String subject(Map<String, Object> claims) {
        if (!(claims.get("sub") instanceof String sub) || sub.isEmpty()) {
            throw new OidcSubjectMissing("sub is missing");
        }
        return sub;
    }

    /** Rule: {@code iat} is numeric and {@code now - (60 s + 5 s skew) <= iat <= now + 5 s skew}. */
    static void checkIssuedAt(Map<String, Object> claims, Instant now) {
        Instant iat = numericDate(claims.get("iat"));
        if (iat == null) {
            throw new OidcIssuedAtInvalid("iat is missing or not numeric");
        }
        if (iat.isBefore(now.minus(MAX_AGE).minus(CLOCK_SKEW))) {
            throw new OidcTokenTooOld("iat is more than 60 seconds old");
        }
        if (iat.isAfter(now.plus(CLOCK_SKEW))) {
            throw new OidcTokenIssuedInFuture("iat is in the future");
        }
    }

    /** Rule: {@code exp} is numeric and later than the request time. */
    static void checkNotExpired(Map<String, Object> claims, Instant now) {
        Instant exp = numericDate(claims.get("exp"));
        if (exp == null) {
            throw new OidcExpiryInvalid("exp is missing or not numeric");
        }
        if (!exp.isAfter(now)) {
            throw new OidcTokenExpired("token has expired");
        }
    }

    /** Rule (verify): the same (iss, aud, sub) as registered, issuers compared in their normalised form. */
    static void checkSameIdentity(Identity presented, Identity registered) {
        checkSameIdentity(presented, registered, SUPPORTED_ISSUERS);
    }

    static void checkSameIdentity(Identity presented, Identity registered, Map<String, String> issuers) {
        Identity expected = registered == null ? null
                : new Identity(issuers.getOrDefault(registered.iss(), registered.iss()), registered.aud(), registered.sub());
        if (!presented.equals(expected)) {
            throw new OidcIdentityMismatch("token identity does not match the credential");
        }
    }

    /** Rule (verify): {@code nonce} is exactly {@link #nonceFor} of the clientPublicKey text (lowercase hex). */
    static void checkNonce(Map<String, Object> claims, String clientPublicKeyText) {
        if (!(claims.get("nonce") instanceof String nonce)) {
            throw new OidcNonceMismatch("nonce is missing");
        }
        byte[] expected = nonceFor(clientPublicKeyText).getBytes(StandardCharsets.US_ASCII);
        if (!MessageDigest.isEqual(expected, nonce.getBytes(StandardCharsets.UTF_8))) {
            throw new OidcNonceMismatch("nonce does not match the clientPublicKey");
        }
    }

    /** A JSON number of seconds since the epoch (RFC 7519 NumericDate, fractions allowed); null otherwise. */
    private static Instant numericDate(Object value) {
        if (!(value instanceof Number number)) {
            return null;
        }
        BigDecimal seconds;
        try {
            seconds = new BigDecimal(number.toString());
        } catch (NumberFormatException e) {
            return null;
        }
        if (seconds.abs().compareTo(BigDecimal.valueOf(Instant.MAX.getEpochSecond())) > 0) {
            return null;
        }
        long whole = seconds.setScale(0, RoundingMode.FLOOR).longValueExact();
        long nanos = seconds.subtract(BigDecimal.valueOf(whole)).movePointRight(9).setScale(0, RoundingMode.FLOOR).longValue();
        return Instant.ofEpochSecond(whole, nanos);
    }
}
