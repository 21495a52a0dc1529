package net.ccpay.quote.cards.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.quote.cards.domain.CardNumbers;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The sandbox issuer's key, derived (SHA-256 with its label) from one configured secret,
 * {@code platform.cards.sandbox-secret} ({@code PLATFORM_CARDS_SANDBOX_SECRET}). The default is a
 * published sandbox value: sandbox cards are test numbers. Production mode refuses the default (and
 * any secret shorter than 24 characters) at start, as it refuses the other default secrets: the
 * application does not start.
 */
@ApplicationScoped
public class CardKeys {

    public static final String SANDBOX_DEFAULT = "ccpay-sandbox-card-issuer";
    static final int MIN_PRODUCTION_LENGTH = 24;

    @Inject
    @ConfigProperty(name = "platform.cards.sandbox-secret", defaultValue = SANDBOX_DEFAULT)
    String secret;

    @Inject
    PlatformSettings settings;

    void onStart(@Observes @Initialized(ApplicationScoped.class) Object ignored) {
        check(settings.isProduction(), secret);
    }

    /** Production mode refuses the published default and short secrets; sandbox takes any. */
    static void check(boolean production, String secret) {
        if (production && (secret == null || SANDBOX_DEFAULT.equals(secret.strip()) || secret.strip().length() < MIN_PRODUCTION_LENGTH)) {
            throw new IllegalStateException("Production mode refuses the default card issuer secret: set PLATFORM_CARDS_SANDBOX_SECRET to a random"
                    + " value of at least " + MIN_PRODUCTION_LENGTH + " characters (e.g. openssl rand -hex 24)");
        }
    }

    public CardNumbers numbers() {
        return new CardNumbers(derive("issuer|" + secret));
    }

    /** SHA-256 of a label. */
    public static byte[] derive(String labelled) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(labelled.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
