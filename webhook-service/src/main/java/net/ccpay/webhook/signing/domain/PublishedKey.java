package net.ccpay.webhook.signing.domain;

import java.security.PublicKey;
import java.time.Instant;
import java.util.Optional;

/** A public key receivers may verify with: the active one ({@code retiredAt} empty) or one retired within the grace period. */
public record PublishedKey(String id, PublicKey publicKey, Instant createdAt, Optional<Instant> retiredAt) {

    public String publicKeyPem() {
        return WebhookSigner.toPem(publicKey);
    }
}
