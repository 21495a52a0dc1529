package net.ccpay.auth.wallet.crypto;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VerificationTokenTest {

    private final P256KeyPair enclave = P256KeyPair.generate();
    private final P256KeyPair tek = P256KeyPair.generate();
    private final Instant now = Instant.parse("2026-01-01T10:00:00Z");

    private String mint() {
        return VerificationToken.mint(enclave, "sandbox", tek.publicKey(), "AuthMethod:019", now, Duration.ofMinutes(15));
    }

    @Test
    void aMintedTokenVerifiesAndBindsTheTekAndTheCredential() {
        VerificationClaims claims = VerificationToken.verify(mint(), enclave.publicKey(), now.plusSeconds(60));
        assertEquals(tek.publicKey(), claims.tekPublicKey());
        assertEquals("AuthMethod:019", claims.credentialId());
        assertEquals(now, claims.issuedAt());
        assertEquals(now.plus(Duration.ofMinutes(15)), claims.expiresAt());
    }

    @Test
    void theHeaderIsEs256WithTheKeyId() {
        String header = new String(Base64.getUrlDecoder().decode(mint().split("\\.")[0]), StandardCharsets.UTF_8);
        assertTrue(header.contains("\"alg\":\"ES256\""), header);
        assertTrue(header.contains("\"kid\":\"sandbox\""), header);
    }

    @Test
    void theTokenIsAStampablePayload() {
        String token = mint();
        ApiKeyStamp.parse(ApiKeyStamp.stamp(tek, token)).verify(token);
    }

    @Test
    void anExpiredTokenIsRefused() {
        assertThrows(InvalidVerificationToken.class, () -> VerificationToken.verify(mint(), enclave.publicKey(), now.plus(Duration.ofMinutes(15))));
    }

    @Test
    void anotherSignerIsRefused() {
        assertThrows(InvalidVerificationToken.class, () -> VerificationToken.verify(mint(), P256KeyPair.generate().publicKey(), now));
    }

    @Test
    void aChangedPayloadIsRefused() {
        String[] parts = mint().split("\\.");
        String otherPayload = Base64.getUrlEncoder().withoutPadding().encodeToString(
                ("{\"sub\":\"AuthMethod:020\",\"public_key\":\"" + tek.publicKey().uncompressedHex() + "\",\"iat\":1,\"exp\":9999999999}")
                        .getBytes(StandardCharsets.UTF_8));
        assertThrows(InvalidVerificationToken.class,
                () -> VerificationToken.verify(parts[0] + "." + otherPayload + "." + parts[2], enclave.publicKey(), now));
    }

    @Test
    void algNoneAndGarbageAreRefused() {
        String[] parts = mint().split("\\.");
        String none = Base64.getUrlEncoder().withoutPadding().encodeToString("{\"alg\":\"none\"}".getBytes(StandardCharsets.UTF_8));
        assertThrows(InvalidVerificationToken.class, () -> VerificationToken.verify(none + "." + parts[1] + ".", enclave.publicKey(), now));
        assertThrows(InvalidVerificationToken.class, () -> VerificationToken.verify("a.b", enclave.publicKey(), now));
        assertThrows(InvalidVerificationToken.class, () -> VerificationToken.verify("not a token", enclave.publicKey(), now));
        assertThrows(InvalidVerificationToken.class, () -> VerificationToken.verify(null, enclave.publicKey(), now));
    }
}
