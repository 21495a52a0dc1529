package net.ccpay.webhook.signing.domain;

import net.ccpay.common.crypto.KeyEncryptionKey;
import net.ccpay.common.crypto.PrivateKeySealer;

import java.util.Optional;

/**
 * How webhook signing keys are sealed at rest: common's {@link KeyEncryptionKey} from
 * {@code PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY} (its sandbox default derived with this service's own
 * label, the same as before the classes moved to common, so sealed keys still open) and common's
 * {@link PrivateKeySealer}, a key that does not open being {@link SigningKeyUnreadable}.
 */
public final class SigningKeyEncryption {

    public static final KeyEncryptionKey.Setting SETTING =
            new KeyEncryptionKey.Setting("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY", "ccpay webhook signing key encryption v1");

    private SigningKeyEncryption() {}

    public static KeyEncryptionKey key(Optional<String> configured, boolean production, String internalSecret, String defaultInternalSecret) {
        return KeyEncryptionKey.fromSetting(SETTING, configured, production, internalSecret, defaultInternalSecret);
    }

    public static PrivateKeySealer sealer(KeyEncryptionKey kek) {
        return new PrivateKeySealer(kek, SigningKeyUnreadable::new);
    }
}
