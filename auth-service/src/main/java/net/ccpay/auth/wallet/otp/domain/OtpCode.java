package net.ccpay.auth.wallet.otp.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * A one-time code: six decimal digits drawn from {@link SecureRandom}. Only its digest is kept (sealed at
 * rest by the caller); the value itself lives in memory until it is handed to the delivery, and
 * {@link #toString()} never shows it.
 */
public final class OtpCode {

    public static final int DIGITS = 6;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String value;

    private OtpCode(String value) {
        this.value = value;
    }

    /** A fresh uniformly random code, leading zeros included. */
    public static OtpCode generate() {
        return of(RANDOM);
    }

    static OtpCode of(SecureRandom random) {
        return new OtpCode(String.format("%0" + DIGITS + "d", random.nextInt(1_000_000)));
    }

    /** The code as the owner reads it (for the message only). */
    public String value() {
        return value;
    }

    /** SHA-256 of the code's ASCII digits. */
    public byte[] digest() {
        return digest(value);
    }

    /** SHA-256 of {@code code}'s UTF-8 bytes. */
    public static byte[] digest(String code) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(code.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
    }

    /** Whether {@code presented} is the code of {@code storedDigest}, compared in constant time. */
    public static boolean matches(byte[] storedDigest, String presented) {
        return presented != null && storedDigest != null && MessageDigest.isEqual(storedDigest, digest(presented));
    }

    @Override
    public String toString() {
        return "OtpCode[******]";
    }
}
