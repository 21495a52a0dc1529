package net.ccpay.common.internal;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The credential a service accepts from the gateway (or from another service): a compact JWS
 * (HS256) per request that names the caller and expires, instead of the shared secret itself
 * travelling in a header. Claims: {@code sub} caller id, {@code ctp} caller type, {@code perm}
 * permissions, {@code cus} the agent's customer, {@code pol} the agent's policy (JSON text),
 * {@code aud} the one service it is meant for, {@code iss} who minted it, {@code iat}/{@code exp} at most {@link #LIFETIME} apart.
 *
 * <p>The signing key is derived from {@code PLATFORM_INTERNAL_SECRET} (HMAC-SHA256 over a fixed
 * label), so the configured secret itself is never a JWS key and a leaked token does not reveal it.
 * Verification follows the steps of RFC 7519 section 7.2 that apply here, each with its own reason.
 */
public final class InternalCredentials {

    public static final Duration LIFETIME = Duration.ofSeconds(60);
    /** Tolerated difference between the clocks of the gateway and a service. */
    static final Duration CLOCK_SKEW = Duration.ofSeconds(5);
    private static final String KEY_LABEL = "ccpay/internal-credential/v1";
    private static final JOSEObjectType TYPE = new JOSEObjectType("ccpay-internal+jwt");

    /** How long a minted credential is handed out again for the same caller and audience: half its lifetime. */
    static final Duration REUSE = LIFETIME.dividedBy(2);
    /** Entries kept in each memo below; past it the memo starts over (both only ever hold live credentials' worth). */
    private static final int MEMO_ENTRIES = 10_000;

    private final byte[] key;
    private final String issuer;

    /** A credential minted for one caller and audience, handed out again while it is young (see {@link #issue}). */
    private record Minted(String token, Instant issuedAt) {}
    private record MintKey(Caller caller, String audience) {}
    private final ConcurrentHashMap<MintKey, Minted> minted = new ConcurrentHashMap<>();

    /** What a credential that passed every check said: its signature, header and claims need no second look. */
    private record Verified(Caller caller, String audience, Instant issuedAt, Instant expiresAt) {}
    private final ConcurrentHashMap<String, Verified> verified = new ConcurrentHashMap<>();

    /** @param issuer the component that mints with this instance, e.g. {@code gateway} or {@code quote-service} */
    public InternalCredentials(String internalSecret, String issuer) {
        if (internalSecret == null || internalSecret.isEmpty()) {
            throw new IllegalArgumentException("the internal secret is empty");
        }
        this.key = derive(internalSecret);
        this.issuer = issuer;
    }

    /**
     * A credential naming {@code caller} for {@code audience}. The same caller and audience get the same
     * credential again while it is less than {@link #REUSE} old, so a service sees a handful of distinct
     * credentials rather than one per request and verifies each once ({@link #verify}). Both are pure
     * functions of the credential text and the clock: nothing about a caller is kept that could go stale.
     */
    public String issue(Caller caller, String audience, Instant now) {
        Instant iat = now.truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        MintKey mintKey = new MintKey(caller, audience);
        Minted m = minted.get(mintKey);
        if (m != null && !iat.isBefore(m.issuedAt()) && iat.isBefore(m.issuedAt().plus(REUSE))) {
            return m.token();
        }
        String token = mint(caller, audience, iat);
        if (minted.size() >= MEMO_ENTRIES) {
            minted.clear();
        }
        minted.put(mintKey, new Minted(token, iat));
        return token;
    }

    private String mint(Caller caller, String audience, Instant iat) {
        JWTClaimsSet.Builder claims = new JWTClaimsSet.Builder()
                .issuer(issuer)
                .subject(caller.id())
                .audience(audience)
                .issueTime(Date.from(iat))
                .expirationTime(Date.from(iat.plus(LIFETIME)))
                .claim("ctp", caller.type())
                .claim("perm", List.copyOf(new java.util.TreeSet<>(caller.permissions())));
        if (caller.customerId() != null) {
            claims.claim("cus", caller.customerId());
        }
        if (caller.agentPolicy() != null) {
            claims.claim("pol", caller.agentPolicy());
        }
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).type(TYPE).build(), claims.build());
        try {
            jwt.sign(new MACSigner(key));
        } catch (JOSEException e) {
            throw new IllegalStateException("cannot sign the internal credential", e);
        }
        return jwt.serialize();
    }

    /**
     * The caller a credential names, after every check. A credential that passed them before is not parsed
     * or its MAC computed again: its text is the memo's key, so only that exact text, already verified, is
     * found there; its audience and lifetime are still checked against this call's.
     */
    public Caller verify(String token, String audience, Instant now) throws InvalidInternalCredential {
        if (token == null || token.isEmpty()) {
            throw new InvalidInternalCredential("no internal credential");
        }
        Verified known = verified.get(token);
        if (known != null) {
            if (!known.audience().equals(audience)) {
                throw new InvalidInternalCredential("meant for another service");
            }
            checkLifetime(known.issuedAt(), known.expiresAt(), now);
            return known.caller();
        }
        SignedJWT jwt = parse(token);
        checkHeader(jwt.getHeader());
        checkSignature(jwt);
        JWTClaimsSet claims = claims(jwt);
        checkAudience(claims, audience);
        Date iat = claims.getIssueTime();
        Date exp = claims.getExpirationTime();
        if (iat == null || exp == null) {
            throw new InvalidInternalCredential("no lifetime");
        }
        checkLifetime(iat.toInstant(), exp.toInstant(), now);
        Caller caller = caller(claims);
        if (verified.size() >= MEMO_ENTRIES) {
            verified.clear();
        }
        verified.put(token, new Verified(caller, audience, iat.toInstant(), exp.toInstant()));
        return caller;
    }

    private static SignedJWT parse(String token) throws InvalidInternalCredential {
        try {
            return SignedJWT.parse(token);
        } catch (ParseException e) {
            throw new InvalidInternalCredential("not a compact JWS");
        }
    }

    /** Only HS256 is accepted: no "none", no algorithm chosen by the sender. */
    private static void checkHeader(JWSHeader header) throws InvalidInternalCredential {
        if (!JWSAlgorithm.HS256.equals(header.getAlgorithm()) || !TYPE.equals(header.getType()) || header.getCriticalParams() != null) {
            throw new InvalidInternalCredential("unexpected JWS header");
        }
    }

    /** MACVerifier compares the MAC in constant time. */
    private void checkSignature(SignedJWT jwt) throws InvalidInternalCredential {
        try {
            if (!jwt.verify(new MACVerifier(key))) {
                throw new InvalidInternalCredential("bad signature");
            }
        } catch (JOSEException e) {
            throw new InvalidInternalCredential("bad signature");
        }
    }

    private static JWTClaimsSet claims(SignedJWT jwt) throws InvalidInternalCredential {
        try {
            return jwt.getJWTClaimsSet();
        } catch (ParseException e) {
            throw new InvalidInternalCredential("unreadable claims");
        }
    }

    private static void checkAudience(JWTClaimsSet claims, String audience) throws InvalidInternalCredential {
        if (claims.getAudience() == null || claims.getAudience().size() != 1 || !claims.getAudience().get(0).equals(audience)) {
            throw new InvalidInternalCredential("meant for another service");
        }
    }

    private static void checkLifetime(Instant iat, Instant exp, Instant now) throws InvalidInternalCredential {
        if (Duration.between(iat, exp).compareTo(LIFETIME) > 0) {
            throw new InvalidInternalCredential("lifetime too long");
        }
        if (iat.isAfter(now.plus(CLOCK_SKEW))) {
            throw new InvalidInternalCredential("issued in the future");
        }
        if (!now.minus(CLOCK_SKEW).isBefore(exp)) {
            throw new InvalidInternalCredential("expired");
        }
    }

    private static Caller caller(JWTClaimsSet claims) throws InvalidInternalCredential {
        try {
            String type = claims.getStringClaim("ctp");
            String subject = claims.getSubject();
            if (type == null || subject == null || subject.isEmpty()) {
                throw new InvalidInternalCredential("no caller");
            }
            List<String> perms = claims.getStringListClaim("perm");
            Set<String> permissions = perms == null ? Set.of() : new HashSet<>(perms);
            return new Caller(type, subject, claims.getStringClaim("cus"), permissions, claims.getStringClaim("pol"));
        } catch (ParseException e) {
            throw new InvalidInternalCredential("malformed caller claims");
        }
    }

    private static byte[] derive(String secret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return mac.doFinal(KEY_LABEL.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return "InternalCredentials[issuer=" + issuer + ", key=***]";
    }
}
