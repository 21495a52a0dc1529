package net.ccpay.auth.wallet.keys;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.crypto.KeyEncryptionKey;
import net.ccpay.common.crypto.PrivateKeySealer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;

/**
 * Seals the private halves of wallet keys (the enclave quorum key, the OTP target keys) at rest with
 * common's {@link PrivateKeySealer} under {@code PLATFORM_WALLET_KEY_ENCRYPTION_KEY} (the rules of
 * {@link KeyEncryptionKey}: sandbox derives a development key with this label when it is unset,
 * production refuses a missing or well-known one).
 */
@ApplicationScoped
public class WalletKeys {

    public static final KeyEncryptionKey.Setting SETTING =
            new KeyEncryptionKey.Setting("PLATFORM_WALLET_KEY_ENCRYPTION_KEY", "ccpay wallet key encryption v1");

    @Inject
    PlatformSettings settings;

    @Inject
    @ConfigProperty(name = "platform.wallet.key-encryption-key")
    Optional<String> configured;

    private PrivateKeySealer sealer;

    @PostConstruct
    void init() {
        sealer = sealer(KeyEncryptionKey.fromSetting(SETTING, configured, settings.isProduction(),
                settings.internalSecretForKeyDerivation(), PlatformSettings.DEFAULT_INTERNAL_SECRET));
    }

    public static PrivateKeySealer sealer(KeyEncryptionKey kek) {
        return new PrivateKeySealer(kek, (keyId, why) -> new IllegalStateException("The wallet key " + keyId
                + " cannot be decrypted (" + why + "); start with the PLATFORM_WALLET_KEY_ENCRYPTION_KEY it was sealed with"));
    }

    public PrivateKeySealer sealer() {
        return sealer;
    }
}
