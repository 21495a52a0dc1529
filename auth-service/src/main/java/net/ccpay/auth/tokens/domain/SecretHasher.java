package net.ccpay.auth.tokens.domain;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Salted PBKDF2-HMAC-SHA256 for client secrets, encoded as {@code pbkdf2-sha256$<iterations>$<salt>$<hash>}.
 * Verification compares in constant time. Plain Java, no container: unit-tested directly.
 */
public final class SecretHasher {

    public static final int ITERATIONS = 100_000;
    private static final int KEY_BITS = 256;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String PREFIX = "pbkdf2-sha256";

    private SecretHasher() {}

    public static String hash(String secret) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return encode(ITERATIONS, salt, derive(secret, salt, ITERATIONS));
    }

    public static boolean verify(String secret, String encoded) {
        String[] parts = encoded == null ? new String[0] : encoded.split("\\$");
        if (parts.length != 4 || !PREFIX.equals(parts[0])) {
            return false;
        }
        int iterations = Integer.parseInt(parts[1]);
        byte[] salt = Base64.getDecoder().decode(parts[2]);
        byte[] expected = Base64.getDecoder().decode(parts[3]);
        return MessageDigest.isEqual(expected, derive(secret, salt, iterations));
    }

    /** Burns the same time as a real check, so an unknown client id is not told apart by timing. */
    public static void verifyAgainstNothing(String secret) {
        derive(secret, new byte[16], ITERATIONS);
    }

    private static String encode(int iterations, byte[] salt, byte[] hash) {
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return PREFIX + "$" + iterations + "$" + b64.encodeToString(salt) + "$" + b64.encodeToString(hash);
    }

    private static byte[] derive(String secret, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(secret.toCharArray(), salt, iterations, KEY_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        } finally {
            spec.clearPassword();
        }
    }
}
