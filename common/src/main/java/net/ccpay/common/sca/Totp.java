package net.ccpay.common.sca;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;

/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, six digits) as authenticator apps
 * produce them, and the Base32 (RFC 4648) text of their shared secrets.
 */
public final class Totp {
    private Totp() {}

    public static final int STEP_SECONDS = 30;
    private static final String BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

    /** The code for the step that contains {@code at}. */
    public static String code(byte[] secret, Instant at) {
        return codeForStep(secret, Math.floorDiv(at.getEpochSecond(), STEP_SECONDS));
    }

    /** Whether {@code code} is the code of the current step or of one step either side (clock skew), in constant time. */
    public static boolean verify(byte[] secret, String code, Instant now) {
        if (code == null || !code.trim().matches("\\d{6}")) {
            return false;
        }
        long step = Math.floorDiv(now.getEpochSecond(), STEP_SECONDS);
        boolean ok = false;
        for (long s = step - 1; s <= step + 1; s++) {
            ok |= MessageDigest.isEqual(codeForStep(secret, s).getBytes(StandardCharsets.US_ASCII),
                    code.trim().getBytes(StandardCharsets.US_ASCII));
        }
        return ok;
    }

    static String codeForStep(byte[] secret, long step) {
        try {
            Mac mac = Mac.getInstance("HmacSHA1");
            mac.init(new SecretKeySpec(secret, "HmacSHA1"));
            byte[] h = mac.doFinal(ByteBuffer.allocate(8).putLong(step).array());
            int o = h[h.length - 1] & 0x0f;
            int bin = ((h[o] & 0x7f) << 24) | ((h[o + 1] & 0xff) << 16) | ((h[o + 2] & 0xff) << 8) | (h[o + 3] & 0xff);
            return String.format("%06d", bin % 1_000_000);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** RFC 4648 Base32 without padding, as authenticator apps take a secret. */
    public static String base32(byte[] data) {
        StringBuilder out = new StringBuilder();
        int buffer = 0;
        int bits = 0;
        for (byte b : data) {
            buffer = (buffer << 8) | (b & 0xff);
            bits += 8;
            while (bits >= 5) {
                out.append(BASE32.charAt((buffer >> (bits - 5)) & 31));
                bits -= 5;
            }
        }
        if (bits > 0) {
            out.append(BASE32.charAt((buffer << (5 - bits)) & 31));
        }
        return out.toString();
    }
}
