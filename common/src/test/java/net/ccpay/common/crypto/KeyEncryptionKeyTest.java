package net.ccpay.common.crypto;

import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared rules (webhook-service's tests cover its own setting; these the parameters and the sealer's failure). */
class KeyEncryptionKeyTest {

    static final String DEFAULT_SECRET = "sandbox-internal-secret";
    static final KeyEncryptionKey.Setting A = new KeyEncryptionKey.Setting("PLATFORM_A_KEY_ENCRYPTION_KEY", "label a");
    static final KeyEncryptionKey.Setting B = new KeyEncryptionKey.Setting("PLATFORM_B_KEY_ENCRYPTION_KEY", "label b");

    static class Unreadable extends RuntimeException {
        Unreadable(String keyId, String why) {
            super(keyId + ": " + why);
        }
    }

    @Test
    void eachSettingDerivesItsOwnSandboxKeyAndNamesItselfInMessages() {
        byte[] a = KeyEncryptionKey.fromSetting(A, Optional.empty(), false, "secret", DEFAULT_SECRET).bytes();
        byte[] b = KeyEncryptionKey.fromSetting(B, Optional.empty(), false, "secret", DEFAULT_SECRET).bytes();
        assertFalse(Arrays.equals(a, b));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> KeyEncryptionKey.fromSetting(B, Optional.empty(), true, "secret", DEFAULT_SECRET));
        assertTrue(e.getMessage().contains("PLATFORM_B_KEY_ENCRYPTION_KEY"), e.getMessage());
        String derivedA = Base64.getEncoder().encodeToString(KeyEncryptionKey.fromSetting(A, Optional.empty(), false, DEFAULT_SECRET, DEFAULT_SECRET).bytes());
        assertThrows(IllegalStateException.class, () -> KeyEncryptionKey.fromSetting(A, Optional.of(derivedA), true, "s", DEFAULT_SECRET));
        assertFalse(KeyEncryptionKey.fromSetting(A, Optional.of(derivedA), false, "s", DEFAULT_SECRET).toString().contains(derivedA.substring(0, 8)));
    }

    @Test
    void theSealerOpensUnderItsKeyAndIdOnlyWithTheCallersFailure() {
        byte[] raw = new byte[32];
        new SecureRandom().nextBytes(raw);
        KeyEncryptionKey kek = KeyEncryptionKey.fromSetting(A, Optional.of(Base64.getEncoder().encodeToString(raw)), true, "s", DEFAULT_SECRET);
        PrivateKeySealer sealer = new PrivateKeySealer(kek, Unreadable::new);
        byte[] secret = "a private scalar of 32 bytes....".getBytes();
        byte[] sealed = sealer.seal("Key:1", secret);
        assertArrayEquals(secret, sealer.open("Key:1", sealed));
        assertThrows(Unreadable.class, () -> sealer.open("Key:2", sealed));
        PrivateKeySealer other = new PrivateKeySealer(KeyEncryptionKey.fromSetting(A, Optional.empty(), false, "s", DEFAULT_SECRET), Unreadable::new);
        assertThrows(Unreadable.class, () -> other.open("Key:1", sealed));
        assertThrows(Unreadable.class, () -> sealer.open("Key:1", new byte[3]));
    }
}
