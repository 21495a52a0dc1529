package net.ccpay.webhook.signing.domain;

import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Instant;

/** The active signing key. {@link #toString} never shows the private half. */
public record SigningKey(String id, PrivateKey privateKey, PublicKey publicKey, Instant createdAt, WebhookSigner.Prepared signer) {

    public SigningKey(String id, PrivateKey privateKey, PublicKey publicKey, Instant createdAt) {
        this(id, privateKey, publicKey, createdAt, WebhookSigner.prepare(privateKey));
    }

    public String publicKeyPem() {
        return WebhookSigner.toPem(publicKey);
    }

    public String sign(byte[] body) {
        return signer.sign(body);
    }

    @Override
    public String toString() {
        return "SigningKey[" + id + ", created " + createdAt + "]";
    }
}
