package net.ccpay.webhook;

import net.ccpay.common.crypto.KeyEncryptionKey;
import net.ccpay.common.crypto.PrivateKeySealer;
import net.ccpay.webhook.signing.domain.SigningKeyEncryption;
import net.ccpay.webhook.signing.domain.SigningKeyUnreadable;
import net.ccpay.webhook.signing.domain.WebhookSigner;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PrivateKeySealerTest {

    static KeyEncryptionKey randomKek() {
        byte[] b = new byte[32];
        new SecureRandom().nextBytes(b);
        return SigningKeyEncryption.key(Optional.of(Base64.getEncoder().encodeToString(b)), true, "x".repeat(30), "sandbox-internal-secret");
    }

    final PrivateKeySealer sealer = SigningKeyEncryption.sealer(randomKek());
    final KeyPair pair = WebhookSigner.generate();
    final byte[] pkcs8 = pair.getPrivate().getEncoded();

    @Test
    void aSealedKeyOpensToTheSameBytesAndStillSigns() {
        byte[] sealed = sealer.seal("SigningKey:1", pkcs8);
        byte[] opened = sealer.open("SigningKey:1", sealed);
        assertArrayEquals(pkcs8, opened);
        byte[] body = "{\"id\":\"Webhook:1\"}".getBytes(StandardCharsets.UTF_8);
        assertTrue(WebhookSigner.verify(body, WebhookSigner.sign(body, WebhookSigner.privateKey(opened)), pair.getPublic()));
    }

    @Test
    void theStoredBytesDoNotContainThePrivateKey() {
        byte[] sealed = sealer.seal("SigningKey:1", pkcs8);
        assertFalse(indexOf(sealed, Arrays.copyOfRange(pkcs8, pkcs8.length - 32, pkcs8.length)) >= 0, "the secret scalar is not in clear");
        assertFalse(Arrays.equals(sealed, sealer.seal("SigningKey:1", pkcs8)), "a fresh nonce each time");
    }

    @Test
    void anyChangedByteIsDetected() {
        byte[] sealed = sealer.seal("SigningKey:1", pkcs8);
        for (int i = 0; i < sealed.length; i++) {
            byte[] tampered = sealed.clone();
            tampered[i] ^= 0x01;
            int at = i;
            assertThrows(SigningKeyUnreadable.class, () -> sealer.open("SigningKey:1", tampered), "byte " + at);
        }
        assertThrows(SigningKeyUnreadable.class, () -> sealer.open("SigningKey:1", Arrays.copyOf(sealed, sealed.length - 1)));
        assertThrows(SigningKeyUnreadable.class, () -> sealer.open("SigningKey:1", new byte[5]));
    }

    @Test
    void anotherKeyEncryptionKeyCannotOpenIt() {
        byte[] sealed = sealer.seal("SigningKey:1", pkcs8);
        SigningKeyUnreadable e = assertThrows(SigningKeyUnreadable.class, () -> SigningKeyEncryption.sealer(randomKek()).open("SigningKey:1", sealed));
        assertTrue(e.getMessage().contains("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY"), e.getMessage());
    }

    @Test
    void aSealedKeyMovedToAnotherKeysRowDoesNotOpen() {
        byte[] sealed = sealer.seal("SigningKey:1", pkcs8);
        assertThrows(SigningKeyUnreadable.class, () -> sealer.open("SigningKey:2", sealed));
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
