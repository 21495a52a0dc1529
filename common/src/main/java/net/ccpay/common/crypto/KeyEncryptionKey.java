package net.ccpay.common.crypto;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Optional;

/**
 * A 32-byte AES key that encrypts private keys at rest, from an environment setting such as
 * {@code PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY} or {@code PLATFORM_WALLET_KEY_ENCRYPTION_KEY} (standard
 * base64 of 32 random bytes, e.g. {@code openssl rand -base64 32}). In sandbox mode, when it is not set,
 * a development key is derived from the internal secret (HMAC-SHA-256 with the setting's own fixed
 * label), so a fresh clone runs; production mode refuses a missing value, a value that is not 32 bytes,
 * and well-known ones (the sandbox's derived default, a key of one repeated byte). {@link #toString}
 * never shows the key.
 */
public final class KeyEncryptionKey {

    /** Which key: the environment variable's name (for messages) and the sandbox derivation's label. */
    public record Setting(String name, String derivationLabel) {}

    private final Setting setting;
    private final byte[] bytes;

    private KeyEncryptionKey(Setting setting, byte[] bytes) {
        this.setting = setting;
        this.bytes = bytes;
    }

    public byte[] bytes() {
        return bytes.clone();
    }

    public Setting setting() {
        return setting;
    }

    /**
     * @param setting         the variable's name and derivation label
     * @param configured      the environment's value, if any
     * @param production      whether the platform runs in production mode
     * @param internalSecret  the platform's internal secret (the sandbox derivation's input)
     * @param defaultInternalSecret the sandbox's well-known internal secret
     */
    public static KeyEncryptionKey fromSetting(Setting setting, Optional<String> configured, boolean production, String internalSecret,
                                               String defaultInternalSecret) {
        String name = setting.name();
        Optional<String> value = configured.map(String::trim).filter(v -> !v.isEmpty());
        if (value.isEmpty()) {
            if (production) {
                throw new IllegalStateException("Production mode needs " + name + ": the standard base64 "
                        + "of 32 random bytes (openssl rand -base64 32), kept as safely as the database backups");
            }
            return new KeyEncryptionKey(setting, derive(setting, internalSecret));
        }
        byte[] b;
        try {
            b = Base64.getDecoder().decode(value.get());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(name + " is not standard base64");
        }
        if (b.length != 32) {
            throw new IllegalStateException(name + " must decode to 32 bytes (AES-256), not " + b.length);
        }
        if (production && isWellKnown(setting, b, defaultInternalSecret)) {
            throw new IllegalStateException("Production mode refuses a well-known " + name + "; "
                    + "generate one with openssl rand -base64 32");
        }
        return new KeyEncryptionKey(setting, b);
    }

    static boolean isWellKnown(Setting setting, byte[] b, String defaultInternalSecret) {
        boolean oneByte = true;
        for (byte x : b) {
            oneByte &= x == b[0];
        }
        return oneByte || MessageDigest.isEqual(b, derive(setting, defaultInternalSecret));
    }

    static byte[] derive(Setting setting, String internalSecret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(internalSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return mac.doFinal(setting.derivationLabel().getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return "KeyEncryptionKey[" + setting.name() + ", ***]";
    }
}
