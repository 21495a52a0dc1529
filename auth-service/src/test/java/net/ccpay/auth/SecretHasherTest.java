package net.ccpay.auth;

import net.ccpay.auth.tokens.domain.SecretHasher;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SecretHasherTest {

    @Test
    void verifiesTheRightSecretOnly() {
        String h = SecretHasher.hash("sandbox-secret");
        assertTrue(SecretHasher.verify("sandbox-secret", h));
        assertFalse(SecretHasher.verify("sandbox-secreT", h));
        assertFalse(SecretHasher.verify("", h));
    }

    @Test
    void saltsEachHashAndNeverStoresTheSecret() {
        String a = SecretHasher.hash("s3cret");
        String b = SecretHasher.hash("s3cret");
        assertNotEquals(a, b);
        assertFalse(a.contains("s3cret"));
        assertTrue(a.startsWith("pbkdf2-sha256$" + SecretHasher.ITERATIONS + "$"));
    }

    @Test
    void rejectsGarbageHashes() {
        assertFalse(SecretHasher.verify("x", null));
        assertFalse(SecretHasher.verify("x", "plain"));
        assertFalse(SecretHasher.verify("x", "md5$1$a$b"));
    }
}
