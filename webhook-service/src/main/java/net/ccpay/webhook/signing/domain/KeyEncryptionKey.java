package net.ccpay.webhook.signing.domain;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Optional;

/**
 * The 32-byte AES key that encrypts webhook signing keys at rest, from
 * {@code PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY} (standard base64 of 32 random bytes, e.g.
 * {@code openssl rand -base64 32}). In sandbox mode, when it is not set, a development key is derived
 * from the internal secret (HMAC-SHA-256 with a fixed label), so a fresh clone runs; production mode
 * refuses a missing value, a value that is not 32 bytes, and well-known ones (the sandbox's derived
 * default, a key of one repeated byte). {@link #toString} never shows the key.
 */
public final class KeyEncryptionKey {

    static final String DERIVATION_LABEL = "ccpay webhook signing key encryption v1";

    private final byte[] bytes;

    private KeyEncryptionKey(byte[] bytes) {
        this.bytes = bytes;
    }

    public byte[] bytes() {
        return bytes.clone();
    }

    /**
     * @param configured      the environment's value, if any
     * @param production      whether the platform runs in production mode
     * @param internalSecret  the platform's internal secret (the sandbox derivation's input)
     * @param defaultInternalSecret the sandbox's well-known internal secret
     */
    public static KeyEncryptionKey fromSetting(Optional<String> configured, boolean production, String internalSecret,
                                               String defaultInternalSecret) {
        Optional<String> value = configured.map(String::trim).filter(v -> !v.isEmpty());
        if (value.isEmpty()) {
            if (production) {
                throw new IllegalStateException("Production mode needs PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY: the standard base64 "
                        + "of 32 random bytes (openssl rand -base64 32), kept as safely as the database backups");
            }
            return new KeyEncryptionKey(derive(internalSecret));
        }
        byte[] b;
        try {
            b = Base64.getDecoder().decode(value.get());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY is not standard base64");
        }
        if (b.length != 32) {
            throw new IllegalStateException("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY must decode to 32 bytes (AES-256), not " + b.length);
        }
        if (production && isWellKnown(b, defaultInternalSecret)) {
            throw new IllegalStateException("Production mode refuses a well-known PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY; "
                    + "generate one with openssl rand -base64 32");
        }
        return new KeyEncryptionKey(b);
    }

    static boolean isWellKnown(byte[] b, String defaultInternalSecret) {
        boolean oneByte = true;
        for (byte x : b) {
            oneByte &= x == b[0];
        }
        return oneByte || MessageDigest.isEqual(b, derive(defaultInternalSecret));
    }

    static byte[] derive(String internalSecret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(internalSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return mac.doFinal(DERIVATION_LABEL.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return "KeyEncryptionKey[***]";
    }
}
