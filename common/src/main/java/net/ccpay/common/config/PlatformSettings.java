package net.ccpay.common.config;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.internal.InternalCredentials;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;

import java.util.Optional;

/**
 * Settings every service shares, from MicroProfile Config (so from the environment:
 * {@code PLATFORM_MODE}, {@code PLATFORM_INTERNAL_SECRET}, {@code PLATFORM_BROKER_URL}...).
 *
 * <p>Sandbox defaults exist so that a fresh clone runs; production mode refuses them.
 */
@ApplicationScoped
public class PlatformSettings {

    public static final String DEFAULT_INTERNAL_SECRET = "sandbox-internal-secret";

    @Inject
    @ConfigProperty(name = "platform.mode", defaultValue = "sandbox")
    String mode;

    @Inject
    @ConfigProperty(name = "platform.internal.secret", defaultValue = DEFAULT_INTERNAL_SECRET)
    String internalSecretValue;

    @Inject
    @ConfigProperty(name = "platform.broker.url", defaultValue = "tcp://127.0.0.1:61616")
    String brokerUrl;

    @Inject
    @ConfigProperty(name = "platform.broker.user")
    Optional<String> brokerUser;

    @Inject
    @ConfigProperty(name = "platform.broker.password")
    Optional<String> brokerPassword;

    @Inject
    @ConfigProperty(name = "platform.service.name")
    String serviceName;

    private InternalCredentials internalCredentials;

    @PostConstruct
    void init() {
        if (!"sandbox".equals(mode) && !"production".equals(mode)) {
            throw new IllegalStateException("platform.mode must be 'sandbox' or 'production', not '" + mode + "'");
        }
        if (isProduction() && (internalSecretValue.isBlank() || DEFAULT_INTERNAL_SECRET.equals(internalSecretValue)
                || internalSecretValue.length() < 24)) {
            throw new IllegalStateException("Production mode refuses the default internal secret: set PLATFORM_INTERNAL_SECRET "
                    + "to a random value of at least 24 characters, the same on the gateway and every service");
        }
        internalCredentials = new InternalCredentials(internalSecretValue, serviceName);
    }

    public boolean isSandbox() { return "sandbox".equals(mode); }
    public boolean isProduction() { return "production".equals(mode); }
    public String mode() { return mode; }
    /** Mints and checks the per-request credentials between the gateway and the services. */
    public InternalCredentials internalCredentials() { return internalCredentials; }

    /** A fresh credential naming this service, for its own call to {@code audience}'s internal endpoints. */
    public String credentialForCallTo(String audience) {
        return internalCredentials.issue(Caller.service(serviceName), audience, Instant.now());
    }
    /**
     * The internal secret, only as the input of a key derivation that must survive restarts (the sandbox's
     * default key-encryption key of the webhook signing key). Never sent, logged or compared.
     */
    public String internalSecretForKeyDerivation() { return internalSecretValue; }
    public String brokerUrl() { return brokerUrl; }
    public String brokerUser() { return brokerUser.orElse(""); }
    public String brokerPassword() { return brokerPassword.orElse(""); }
    public String serviceName() { return serviceName; }
}
