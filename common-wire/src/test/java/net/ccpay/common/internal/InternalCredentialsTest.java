package net.ccpay.common.internal;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class InternalCredentialsTest {

    private static final String SECRET = "a-shared-internal-secret-of-some-length";
    private static final Instant NOW = Instant.parse("2026-01-01T10:00:00Z");
    private final InternalCredentials gateway = new InternalCredentials(SECRET, "gateway");
    private final Caller token = Caller.platformToken("Token:1", List.of("VIEW", "MANAGE"));

    @Test
    void aCredentialIssuedForAServiceNamesTheCallerThere() throws Exception {
        Caller c = gateway.verify(gateway.issue(token, "customer-service", NOW), "customer-service", NOW.plusSeconds(10));
        assertEquals("PLATFORM", c.type());
        assertEquals("Token:1", c.id());
        assertEquals(Set.of("VIEW", "MANAGE"), c.permissions());
        assertNull(c.customerId());
    }

    @Test
    void anAgentsCustomerTravelsWithIt() throws Exception {
        Caller agent = new Caller(Caller.AGENT, "Agent:1", "Customer:9", Set.of());
        assertEquals("Customer:9", gateway.verify(gateway.issue(agent, "quote-service", NOW), "quote-service", NOW).customerId());
    }

    @Test
    void anAgentArrivesWithItsCustomerAndPolicyPermissionsWhichAreNoApiTokenPermissions() throws Exception {
        Caller agent = Caller.agent("Agent:1", "Customer:9", List.of("VIEW_TRANSACTIONS", "CREATE_QUOTES"));
        Caller seen = gateway.verify(gateway.issue(agent, "auth-service", NOW), "auth-service", NOW);
        assertEquals(Caller.AGENT, seen.type());
        assertEquals("Agent:1", seen.id());
        assertEquals("Customer:9", seen.customerId());
        assertEquals(Set.of("VIEW_TRANSACTIONS", "CREATE_QUOTES"), seen.permissions());
        assertFalse(seen.has(Permission.VIEW), "an agent never holds an API token's permission");
        assertThrows(IllegalArgumentException.class, () -> Caller.agent("Agent:2", null, List.of()));
    }

    @Test
    void anAgentsPolicyTravelsSignedWithItAndOnlyWithIt() throws Exception {
        String policy = "{\"permissions\":[\"CREATE_QUOTES\"],\"defaultExecutionMode\":\"AUTO\"}";
        Caller agent = Caller.agent("Agent:1", "Customer:9", List.of("CREATE_QUOTES"), policy);
        assertEquals(policy, gateway.verify(gateway.issue(agent, "quote-service", NOW), "quote-service", NOW).agentPolicy());
        assertNull(gateway.verify(gateway.issue(token, "quote-service", NOW), "quote-service", NOW).agentPolicy());
    }

    @Test
    void aCallerOfAnotherTypeWithAPermissionsNameDoesNotHoldIt() {
        assertFalse(new Caller(Caller.SERVICE, "quote-service", null, Set.of("VIEW")).has(Permission.VIEW));
    }

    @Test
    void aCredentialForAnotherServiceIsRefused() {
        String jws = gateway.issue(token, "customer-service", NOW);
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "webhook-service", NOW));
    }

    @Test
    void aCredentialIsRefusedOnceItsMinuteIsOver() throws Exception {
        String jws = gateway.issue(token, "customer-service", NOW);
        gateway.verify(jws, "customer-service", NOW.plusSeconds(60));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "customer-service", NOW.plusSeconds(66)));
    }

    @Test
    void aCredentialFromTheFutureIsRefused() {
        String jws = gateway.issue(token, "customer-service", NOW.plusSeconds(30));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "customer-service", NOW));
    }

    @Test
    void aCredentialSignedWithAnotherSecretIsRefused() {
        String jws = new InternalCredentials("another-secret-entirely-0123456789", "gateway").issue(token, "customer-service", NOW);
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "customer-service", NOW));
    }

    @Test
    void changingAClaimBreaksTheSignature() {
        String[] parts = gateway.issue(token, "customer-service", NOW).split("\\.");
        String claims = new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8).replace("VIEW", "OPERATOR");
        String forged = parts[0] + "." + Base64.getUrlEncoder().withoutPadding().encodeToString(claims.getBytes(StandardCharsets.UTF_8)) + "." + parts[2];
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(forged, "customer-service", NOW));
    }

    @Test
    void anUnsignedCredentialIsRefused() {
        String header = Base64.getUrlEncoder().withoutPadding().encodeToString("{\"alg\":\"none\",\"typ\":\"ccpay-internal+jwt\"}".getBytes());
        String[] parts = gateway.issue(token, "customer-service", NOW).split("\\.");
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(header + "." + parts[1] + ".", "customer-service", NOW));
    }

    @Test
    void theRawSharedSecretIsNotAValidCredential() {
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(SECRET, "customer-service", NOW));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(null, "customer-service", NOW));
    }

    @Test
    void aCredentialSignedWithTheRawSecretRatherThanTheDerivedKeyIsRefused() throws Exception {
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).type(new com.nimbusds.jose.JOSEObjectType("ccpay-internal+jwt")).build(),
                new JWTClaimsSet.Builder().subject("Token:1").audience("customer-service").issueTime(Date.from(NOW))
                        .expirationTime(Date.from(NOW.plusSeconds(60))).claim("ctp", "PLATFORM").build());
        jwt.sign(new MACSigner(SECRET.getBytes(StandardCharsets.UTF_8)));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jwt.serialize(), "customer-service", NOW));
    }

    @Test
    void aLongLivedCredentialIsRefusedEvenWhenCorrectlySigned() throws Exception {
        // mint one by hand with the real key, as a component with a wrong clock or a bug would
        java.lang.reflect.Field f = InternalCredentials.class.getDeclaredField("key");
        f.setAccessible(true);
        byte[] key = (byte[]) f.get(gateway);
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).type(new com.nimbusds.jose.JOSEObjectType("ccpay-internal+jwt")).build(),
                new JWTClaimsSet.Builder().subject("Token:1").audience("customer-service").issueTime(Date.from(NOW))
                        .expirationTime(Date.from(NOW.plusSeconds(3600))).claim("ctp", "PLATFORM").build());
        jwt.sign(new MACSigner(key));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jwt.serialize(), "customer-service", NOW));
    }

    @Test
    void theSecretDoesNotAppearInTheCredential() {
        String jws = gateway.issue(token, "customer-service", NOW);
        String decoded = new String(Base64.getUrlDecoder().decode(jws.split("\\.")[1]), StandardCharsets.UTF_8);
        assertFalse(decoded.contains(SECRET));
        assertFalse(gateway.toString().contains(SECRET));
    }

    @Test
    void theSameCallerAndAudienceGetTheSameCredentialOnlyWhileItIsYoung() {
        String first = gateway.issue(token, "customer-service", NOW);
        assertEquals(first, gateway.issue(token, "customer-service", NOW.plusSeconds(29)));
        assertNotEquals(first, gateway.issue(token, "quote-service", NOW.plusSeconds(1)));
        Caller other = new Caller(Caller.PLATFORM, "Token:2", null, Set.of("VIEW"));
        assertNotEquals(first, gateway.issue(other, "customer-service", NOW.plusSeconds(1)));
        String later = gateway.issue(token, "customer-service", NOW.plusSeconds(30));
        assertNotEquals(first, later);
        // a clock that went back gets a fresh one rather than one issued "in its future"
        assertNotEquals(later, gateway.issue(token, "customer-service", NOW.plusSeconds(20)));
    }

    @Test
    void aCredentialVerifiedBeforeIsStillCheckedForItsAudienceAndLifetime() throws Exception {
        String jws = gateway.issue(token, "customer-service", NOW);
        assertEquals(token.id(), gateway.verify(jws, "customer-service", NOW).id());
        assertEquals(token.id(), gateway.verify(jws, "customer-service", NOW.plusSeconds(30)).id());
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "webhook-service", NOW));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "customer-service", NOW.plusSeconds(66)));
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(jws, "customer-service", NOW.minusSeconds(10)));
    }

    @Test
    void aForgeryOfACredentialVerifiedBeforeIsStillRefused() throws Exception {
        String jws = gateway.issue(token, "customer-service", NOW);
        gateway.verify(jws, "customer-service", NOW);
        String[] parts = jws.split("\\.");
        String claims = new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8).replace("VIEW", "OPERATOR");
        String forged = parts[0] + "." + Base64.getUrlEncoder().withoutPadding().encodeToString(claims.getBytes(StandardCharsets.UTF_8)) + "." + parts[2];
        assertThrows(InvalidInternalCredential.class, () -> gateway.verify(forged, "customer-service", NOW));
    }
}
