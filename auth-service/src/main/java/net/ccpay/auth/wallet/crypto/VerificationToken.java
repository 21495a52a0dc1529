package net.ccpay.auth.wallet.crypto;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;

import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;

/**
 * The OTP {@code verificationToken} (api-inventory §5.4), which is also the {@code payloadToSign} of the
 * OTP verify step: a compact JWS, ES256, header {@code {"alg":"ES256","kid":…,"typ":"JWT"}}, claims
 * {@code sub} (the credential id), {@code public_key} (the TEK, uncompressed hex), {@code iat} and
 * {@code exp} (seconds). Minted with the sandbox enclave key; the client signs it as an opaque string.
 */
public final class VerificationToken {

    public static final String PUBLIC_KEY_CLAIM = "public_key";

    private VerificationToken() {}

    public static String mint(P256KeyPair signer, String keyId, P256PublicKey tekPublicKey, String credentialId,
                              Instant issuedAt, Duration lifetime) {
        JWSHeader header = new JWSHeader.Builder(JWSAlgorithm.ES256).keyID(keyId).type(JOSEObjectType.JWT).build();
        JWTClaimsSet claims = new JWTClaimsSet.Builder()
                .subject(credentialId)
                .claim(PUBLIC_KEY_CLAIM, tekPublicKey.uncompressedHex())
                .issueTime(Date.from(issuedAt))
                .expirationTime(Date.from(issuedAt.plus(lifetime)))
                .build();
        SignedJWT jwt = new SignedJWT(header, claims);
        try {
            jwt.sign(new ECDSASigner(signer.privateKey().toJca()));
        } catch (JOSEException e) {
            throw new IllegalStateException("ES256 signing failed", e);
        }
        return jwt.serialize();
    }

    public static VerificationClaims verify(String token, P256PublicKey signer, Instant now) {
        SignedJWT jwt = parse(token);
        checkAlgorithm(jwt);
        checkSignature(jwt, signer);
        VerificationClaims claims = claims(jwt);
        checkNotExpired(claims, now);
        return claims;
    }

    /** Step: a compact JWS of three base64url parts. */
    private static SignedJWT parse(String token) {
        if (token == null || token.length() > 8 * 1024) {
            throw new InvalidVerificationToken("verification token is malformed");
        }
        try {
            return SignedJWT.parse(token);
        } catch (ParseException e) {
            throw new InvalidVerificationToken("verification token is malformed");
        }
    }

    /** Step: ES256 and nothing else (no "none", no HMAC with a public key). */
    private static void checkAlgorithm(SignedJWT jwt) {
        if (!JWSAlgorithm.ES256.equals(jwt.getHeader().getAlgorithm())) {
            throw new InvalidVerificationToken("verification token is not ES256");
        }
    }

    /** Step: the signature verifies with the enclave key. */
    private static void checkSignature(SignedJWT jwt, P256PublicKey signer) {
        boolean valid;
        try {
            valid = jwt.verify(new ECDSAVerifier(signer.toJca()));
        } catch (JOSEException e) {
            valid = false;
        }
        if (!valid) {
            throw new InvalidVerificationToken("verification token signature is invalid");
        }
    }

    /** Step: sub, public_key (a P-256 point), iat and exp are present. */
    private static VerificationClaims claims(SignedJWT jwt) {
        try {
            JWTClaimsSet claims = jwt.getJWTClaimsSet();
            String subject = claims.getSubject();
            String tek = claims.getStringClaim(PUBLIC_KEY_CLAIM);
            Date iat = claims.getIssueTime();
            Date exp = claims.getExpirationTime();
            if (subject == null || tek == null || iat == null || exp == null) {
                throw new InvalidVerificationToken("verification token lacks a required claim");
            }
            return new VerificationClaims(P256PublicKey.fromHex(tek), subject, iat.toInstant(), exp.toInstant());
        } catch (ParseException | InvalidP256PublicKey | MalformedHex e) {
            throw new InvalidVerificationToken("verification token claims are malformed");
        }
    }

    /** Step: not expired. */
    private static void checkNotExpired(VerificationClaims claims, Instant now) {
        if (!now.isBefore(claims.expiresAt())) {
            throw new InvalidVerificationToken("verification token has expired");
        }
    }
}
