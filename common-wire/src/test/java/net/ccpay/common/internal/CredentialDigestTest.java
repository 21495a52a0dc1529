package net.ccpay.common.internal;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class CredentialDigestTest {

    private final CredentialDigest digest = new CredentialDigest();

    @Test
    void equalCredentialsGiveEqualDigestsInOneProcess() {
        assertEquals(digest.of("sandbox", "sandbox-secret"), digest.of("sandbox", "sandbox-secret"));
    }

    @Test
    void theIdTheSecretAndTheirBoundaryAllCount() {
        String base = digest.of("ab", "c");
        assertNotEquals(base, digest.of("a", "bc"), "the boundary between id and secret");
        assertNotEquals(base, digest.of("ab", "d"));
        assertNotEquals(base, digest.of("ax", "c"));
        assertNotEquals(base, new CredentialDigest().of("ab", "c"), "another process's key");
    }
}
