package net.ccpay.common.config;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A shared secret held only as its SHA-256 digest and compared in constant time
 * ({@link MessageDigest#isEqual} over equal-length digests, so the length of the
 * presented value does not leak either). {@code toString} never prints it.
 */
public final class Secret {

    private final byte[] digest;

    public Secret(String value) {
        this.digest = sha256(value);
    }

    public boolean matches(String presented) {
        if (presented == null) {
            return false;
        }
        return MessageDigest.isEqual(digest, sha256(presented));
    }

    public static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return "Secret[***]";
    }
}
