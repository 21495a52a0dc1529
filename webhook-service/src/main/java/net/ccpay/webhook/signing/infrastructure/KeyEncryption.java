package net.ccpay.webhook.signing.infrastructure;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.crypto.KeyEncryptionKey;
import net.ccpay.common.crypto.PrivateKeySealer;
import net.ccpay.webhook.signing.domain.SigningKeyEncryption;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;

/** The sealer built from {@code PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY} (see {@link KeyEncryptionKey} for the rules). */
@ApplicationScoped
public class KeyEncryption {

    @Inject
    PlatformSettings settings;

    @Inject
    @ConfigProperty(name = "platform.webhook.key-encryption-key")
    Optional<String> configured;

    private PrivateKeySealer sealer;

    @PostConstruct
    void init() {
        sealer = SigningKeyEncryption.sealer(SigningKeyEncryption.key(configured, settings.isProduction(),
                settings.internalSecretForKeyDerivation(), PlatformSettings.DEFAULT_INTERNAL_SECRET));
    }

    public PrivateKeySealer sealer() {
        return sealer;
    }
}
