package net.ccpay.quote.cards.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.cards.domain.CardNumbers;
import net.ccpay.quote.cards.domain.RevealSeal;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The sandbox issuer's and processor's keys, each derived (SHA-256 with its own label) from one
 * configured secret, {@code platform.cards.sandbox-secret}. The default is a published sandbox value:
 * sandbox cards are test numbers, and tests open reveal links with it.
 */
@ApplicationScoped
public class CardKeys {

    public static final String SANDBOX_DEFAULT = "ccpay-sandbox-card-issuer";

    @Inject
    @ConfigProperty(name = "platform.cards.sandbox-secret", defaultValue = SANDBOX_DEFAULT)
    String secret;

    public CardNumbers numbers() {
        return new CardNumbers(derive("issuer|" + secret));
    }

    public RevealSeal seal() {
        return new RevealSeal(derive("processor|" + secret));
    }

    /** SHA-256 of a label: how the test side derives the same processor key. */
    public static byte[] derive(String labelled) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(labelled.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
