package net.ccpay.webhook.signing.domain;

/** A stored signing key cannot be decrypted: the key-encryption key is not the one that sealed it, or the row was altered. */
public class SigningKeyUnreadable extends RuntimeException {
    public SigningKeyUnreadable(String keyId, String why) {
        super("The webhook signing key " + keyId + " cannot be decrypted (" + why + "); start with the "
                + "PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY it was sealed with");
    }
}
