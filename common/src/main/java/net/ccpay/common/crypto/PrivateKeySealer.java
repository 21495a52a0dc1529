package net.ccpay.common.crypto;

import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.function.BiFunction;

/**
 * Encrypts a private key for storage: AES-256-GCM under the key-encryption key (KEK), a fresh 96-bit
 * random nonce per sealing, a 128-bit tag, and the key's id (its row's id) as additional authenticated
 * data, so a sealed key copied onto another key's row does not open.
 * Layout: {@code version (1 byte, 1) || nonce (12) || ciphertext || tag (16)}.
 * A sealed key that does not open is the caller's named failure ({@code unreadable(keyId, why)}).
 * Plain Java, testable without a server.
 */
public final class PrivateKeySealer {

    static final byte VERSION = 1;
    static final int NONCE_BYTES = 12;
    static final int TAG_BITS = 128;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec kek;
    private final BiFunction<String, String, ? extends RuntimeException> unreadable;

    /** @param unreadable the failure for a sealed key that does not open, from its id and why (never key material) */
    public PrivateKeySealer(KeyEncryptionKey kek, BiFunction<String, String, ? extends RuntimeException> unreadable) {
        this.kek = new SecretKeySpec(kek.bytes(), "AES");
        this.unreadable = unreadable;
    }

    public byte[] seal(String keyId, byte[] secret) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, kek, new GCMParameterSpec(TAG_BITS, nonce));
            c.updateAAD(aad(keyId));
            byte[] ct = c.doFinal(secret);
            byte[] out = new byte[1 + NONCE_BYTES + ct.length];
            out[0] = VERSION;
            System.arraycopy(nonce, 0, out, 1, NONCE_BYTES);
            System.arraycopy(ct, 0, out, 1 + NONCE_BYTES, ct.length);
            return out;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("This JVM cannot encrypt with AES-256-GCM", e);
        }
    }

    /** @throws RuntimeException the caller's unreadable failure when the KEK is not the one that sealed it, or a byte (or the id) changed */
    public byte[] open(String keyId, byte[] sealed) {
        if (sealed == null || sealed.length < 1 + NONCE_BYTES + TAG_BITS / 8 || sealed[0] != VERSION) {
            throw unreadable.apply(keyId, "not a sealed key of a known version");
        }
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, kek, new GCMParameterSpec(TAG_BITS, sealed, 1, NONCE_BYTES));
            c.updateAAD(aad(keyId));
            return c.doFinal(Arrays.copyOfRange(sealed, 1 + NONCE_BYTES, sealed.length));
        } catch (AEADBadTagException e) {
            throw unreadable.apply(keyId, "authentication failed: another key-encryption key sealed it, or it was changed");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("This JVM cannot decrypt with AES-256-GCM", e);
        }
    }

    private static byte[] aad(String keyId) {
        return keyId.getBytes(StandardCharsets.UTF_8);
    }
}
