package net.ccpay.common.sca;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * The one-time codes of SCA challenges: six digits, random in production and the contract's fixed
 * {@link #SANDBOX_CODE} in sandbox mode. A code is kept only as a salted SHA-256 digest and compared in
 * constant time; the code itself is never stored, logged or put in an answer.
 */
public final class OneTimeCodes {
    private OneTimeCodes() {}

    /** The contract's sandbox code for SMS and authenticator-app challenges. */
    public static final String SANDBOX_CODE = "123456";

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A new code: the sandbox's fixed one, or six random digits. */
    public static String newCode(boolean sandbox) {
        return sandbox ? SANDBOX_CODE : String.format("%06d", RANDOM.nextInt(1_000_000));
    }

    /** A new random salt, hex. */
    public static String newSalt() {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return HexFormat.of().formatHex(salt);
    }

    /** The digest stored for {@code code} under {@code salt}, hex. */
    public static String digest(String salt, String code) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(salt.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            return HexFormat.of().formatHex(sha.digest(code.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether {@code code} is the one stored as {@code storedDigest}, in constant time; null or blank never matches. */
    public static boolean matches(String salt, String storedDigest, String code) {
        if (code == null || code.isBlank() || storedDigest == null) {
            return false;
        }
        return MessageDigest.isEqual(digest(salt, code.trim()).getBytes(StandardCharsets.US_ASCII),
                storedDigest.getBytes(StandardCharsets.US_ASCII));
    }
}
