package net.ccpay.common.internal;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * A key for remembering verified credentials without keeping them: the HMAC-SHA-256 of (token id, secret)
 * under a random key that lives only in this process, so the digest says nothing outside it. The gateway's
 * cache of verified credentials and auth-service's memo of verified secrets are keyed by it. Thread-safe.
 */
public final class CredentialDigest {

    /** Keyed once; only cloned, never used itself (a Mac is not thread-safe, and a clone skips the provider lookup). */
    private final Mac keyed;

    public CredentialDigest() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        try {
            keyed = Mac.getInstance("HmacSHA256");
            keyed.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Hex of HMAC(tokenId, 0, secret): equal for equal credentials in this process, unrelated otherwise. */
    public String of(String tokenId, String secret) {
        try {
            Mac mac = (Mac) keyed.clone();
            mac.update(tokenId.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return HexFormat.of().formatHex(mac.doFinal(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
    }
}
