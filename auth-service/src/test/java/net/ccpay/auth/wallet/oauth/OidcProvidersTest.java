package net.ccpay.auth.wallet.oauth;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpServer;
import net.ccpay.common.error.DomainException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Date;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Signature checks against a local JWKS endpoint that rotates its key, and the settings' parsing. */
class OidcProvidersTest {

    static final String AUD = "client-1";

    HttpServer jwksServer;
    final AtomicReference<JWKSet> published = new AtomicReference<>();
    final AtomicInteger fetches = new AtomicInteger();
    String issuer;
    OidcTokenRules.Policy policy;

    @BeforeEach
    void start() throws Exception {
        jwksServer = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        jwksServer.createContext("/jwks", exchange -> {
            fetches.incrementAndGet();
            byte[] body = published.get().toString(true).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        jwksServer.start();
        issuer = "http://127.0.0.1:" + jwksServer.getAddress().getPort();
        var jwks = URI.create(issuer + "/jwks").toURL();
        policy = OidcProviders.policy(Map.of(issuer, OidcProviders.processor(jwks, 900, 0, 2000)), Set.of(AUD));
    }

    @AfterEach
    void stop() {
        jwksServer.stop(0);
    }

    String signed(JWK key, Instant iat, String aud) throws Exception {
        JWTClaimsSet claims = new JWTClaimsSet.Builder().issuer(issuer).audience(aud).subject("user-1")
                .issueTime(Date.from(iat)).expirationTime(Date.from(iat.plusSeconds(3600))).build();
        SignedJWT jwt;
        if (key instanceof RSAKey rsa) {
            jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(rsa.getKeyID()).type(JOSEObjectType.JWT).build(), claims);
            jwt.sign(new RSASSASigner(rsa));
        } else {
            ECKey ec = (ECKey) key;
            jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.ES256).keyID(ec.getKeyID()).type(JOSEObjectType.JWT).build(), claims);
            jwt.sign(new ECDSASigner(ec));
        }
        return jwt.serialize();
    }

    @Test
    void aTokenSignedByAPublishedKeyPassesAndTheRotatedKeyIsFetchedWhenATokenNamesIt() throws Exception {
        RSAKey first = new RSAKeyGenerator(2048).keyID("k1").generate();
        ECKey second = new ECKeyGenerator(Curve.P_256).keyID("k2").generate();
        published.set(new JWKSet(first.toPublicJWK()));
        Instant now = Instant.now();
        assertEquals(new OidcTokenRules.Identity(issuer, AUD, "user-1"), OidcTokenRules.registration(signed(first, now, AUD), now, policy));
        assertEquals(new OidcTokenRules.Identity(issuer, AUD, "user-1"), OidcTokenRules.registration(signed(first, now, AUD), now, policy));
        assertEquals(1, fetches.get(), "the JWK set is cached");

        published.set(new JWKSet(second.toPublicJWK()));
        assertEquals("user-1", OidcTokenRules.registration(signed(second, now, AUD), now, policy).sub());
        assertEquals(2, fetches.get(), "an unknown key id refreshes the set");
        // the retired key is gone from the refreshed set
        assertThrows(OidcSignatureInvalid.class, () -> OidcTokenRules.registration(signed(first, now, AUD), now, policy));
    }

    @Test
    void unknownKeysForgedSignaturesUnsignedAndHmacTokensAre401() throws Exception {
        RSAKey published1 = new RSAKeyGenerator(2048).keyID("k1").generate();
        published.set(new JWKSet(published1.toPublicJWK()));
        Instant now = Instant.now();
        // same key id, another key
        RSAKey impostor = new RSAKeyGenerator(2048).keyID("k1").generate();
        assertUnauthorized(assertThrows(OidcSignatureInvalid.class,
                () -> OidcTokenRules.registration(signed(impostor, now, AUD), now, policy)));
        // a key the issuer never published
        RSAKey unknown = new RSAKeyGenerator(2048).keyID("k9").generate();
        assertThrows(OidcSignatureInvalid.class, () -> OidcTokenRules.registration(signed(unknown, now, AUD), now, policy));
        // alg none
        String plain = new PlainJWT(new JWTClaimsSet.Builder().issuer(issuer).audience(AUD).subject("user-1")
                .issueTime(Date.from(now)).expirationTime(Date.from(now.plusSeconds(60))).build()).serialize();
        assertThrows(OidcSignatureInvalid.class, () -> OidcTokenRules.registration(plain, now, policy));
        // HS256 with the modulus as the secret: never accepted
        SignedJWT hmac = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).keyID("k1").build(),
                new JWTClaimsSet.Builder().issuer(issuer).audience(AUD).subject("user-1").issueTime(Date.from(now))
                        .expirationTime(Date.from(now.plusSeconds(60))).build());
        hmac.sign(new MACSigner(published1.getModulus().decode()));
        assertThrows(OidcSignatureInvalid.class, () -> OidcTokenRules.registration(hmac.serialize(), now, policy));
    }

    @Test
    void theClaimRulesStillApplyAfterTheSignature() throws Exception {
        RSAKey key = new RSAKeyGenerator(2048).keyID("k1").generate();
        published.set(new JWKSet(key.toPublicJWK()));
        Instant now = Instant.now();
        assertThrows(OidcTokenTooOld.class, () -> OidcTokenRules.registration(signed(key, now.minusSeconds(120), AUD), now, policy));
        assertThrows(OidcAudienceInvalid.class, () -> OidcTokenRules.registration(signed(key, now, "another-client"), now, policy));
        // Google is not among this policy's issuers
        JWTClaimsSet claims = new JWTClaimsSet.Builder().issuer("https://accounts.google.com").audience(AUD).subject("s")
                .issueTime(Date.from(now)).expirationTime(Date.from(now.plusSeconds(60))).build();
        SignedJWT other = new SignedJWT(new JWSHeader(JWSAlgorithm.RS256), claims);
        other.sign(new RSASSASigner(key));
        assertThrows(OidcIssuerNotSupported.class, () -> OidcTokenRules.registration(other.serialize(), now, policy));
    }

    @Test
    void settingsAreIssuerJwksPairsAndAudiencesAndAMalformedOneIsNamed() {
        assertEquals(Set.of("https://accounts.google.com", "https://appleid.apple.com"), OidcProviders.issuers(
                " https://accounts.google.com=https://www.googleapis.com/oauth2/v3/certs , https://appleid.apple.com=https://appleid.apple.com/auth/keys")
                .keySet());
        assertEquals(Map.of(), OidcProviders.issuers(""));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> OidcProviders.issuers("accounts.google.com"));
        assertTrue(e.getMessage().contains("PLATFORM_OIDC_ISSUERS"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> OidcProviders.issuers("https://a.example=ftp://b.example/keys"));
        assertEquals(Set.of("a", "b"), OidcProviders.audiences("a, b,,"));
    }

    @Test
    void aBareHostSpellingOfAnHttpsIssuerIsAccepted() throws Exception {
        OidcTokenRules.Policy google = OidcProviders.policy(
                Map.of("https://accounts.google.com", OidcProviders.processor(URI.create(issuer + "/jwks").toURL(), 900, 0, 2000)), Set.of(AUD));
        assertEquals("https://accounts.google.com", google.issuers().get("accounts.google.com"));
        assertEquals("https://accounts.google.com", google.issuers().get("https://accounts.google.com"));
    }

    private static void assertUnauthorized(DomainException e) {
        assertEquals(DomainException.Kind.UNAUTHORIZED, e.kind());
    }
}
