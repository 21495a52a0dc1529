package net.ccpay.webhook;

import net.ccpay.common.crypto.KeyEncryptionKey;
import net.ccpay.webhook.signing.domain.SigningKeyEncryption;
import org.junit.jupiter.api.Test;

import java.util.Base64;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyEncryptionKeyTest {

    static final String DEFAULT_SECRET = "sandbox-internal-secret";
    static final String GOOD = "q1Hc2bUe7rJ3m0Ywq1Hc2bUe7rJ3m0Ywq1Hc2bUe7rI=";

    static KeyEncryptionKey production(String value) {
        return SigningKeyEncryption.key(Optional.ofNullable(value), true, "a-long-production-internal-secret", DEFAULT_SECRET);
    }

    @Test
    void productionAcceptsThirtyTwoRandomBytesInBase64() {
        assertEquals(32, Base64.getDecoder().decode(GOOD).length);
        assertArrayEquals(Base64.getDecoder().decode(GOOD), production(GOOD).bytes());
    }

    @Test
    void productionRefusesAMissingShortOrMalformedKey() {
        for (String bad : new String[]{null, "", "   ", "c2hvcnQ=", "not base64 !!", Base64.getEncoder().encodeToString(new byte[64])}) {
            assertThrows(IllegalStateException.class, () -> production(bad), String.valueOf(bad));
        }
    }

    @Test
    void productionRefusesWellKnownKeys() {
        assertThrows(IllegalStateException.class, () -> production(Base64.getEncoder().encodeToString(new byte[32])), "all zero");
        byte[] sevens = new byte[32];
        java.util.Arrays.fill(sevens, (byte) 7);
        assertThrows(IllegalStateException.class, () -> production(Base64.getEncoder().encodeToString(sevens)), "one repeated byte");
        byte[] sandboxDefault = SigningKeyEncryption.key(Optional.empty(), false, DEFAULT_SECRET, DEFAULT_SECRET).bytes();
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> production(Base64.getEncoder().encodeToString(sandboxDefault)), "the sandbox's derived default");
        assertTrue(e.getMessage().contains("well-known"), e.getMessage());
    }

    @Test
    void theSandboxDerivesAStableDevelopmentKeyFromTheInternalSecretWhenNoneIsSet() {
        byte[] a = SigningKeyEncryption.key(Optional.empty(), false, "secret-one", DEFAULT_SECRET).bytes();
        byte[] b = SigningKeyEncryption.key(Optional.empty(), false, "secret-one", DEFAULT_SECRET).bytes();
        byte[] c = SigningKeyEncryption.key(Optional.empty(), false, "secret-two", DEFAULT_SECRET).bytes();
        assertEquals(32, a.length);
        assertArrayEquals(a, b);
        assertFalse(java.util.Arrays.equals(a, c));
        assertDoesNotThrow(() -> SigningKeyEncryption.key(Optional.of(GOOD), false, "secret-one", DEFAULT_SECRET));
    }

    @Test
    void itNeverPrintsTheKey() {
        assertFalse(production(GOOD).toString().contains(GOOD.substring(0, 8)));
    }

    @Test
    void theSandboxDefaultIsTheSameAsBeforeTheMoveToCommon() throws Exception {
        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
        mac.init(new javax.crypto.spec.SecretKeySpec("secret-one".getBytes(java.nio.charset.StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] before = mac.doFinal("ccpay webhook signing key encryption v1".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertArrayEquals(before, SigningKeyEncryption.key(Optional.empty(), false, "secret-one", DEFAULT_SECRET).bytes());
    }
}
