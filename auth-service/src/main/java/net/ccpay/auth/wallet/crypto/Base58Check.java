package net.ccpay.auth.wallet.crypto;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.util.Arrays;

/**
 * Bitcoin base58check: base58 (bitcoin alphabet, one leading '1' per leading zero byte) of
 * {@code payload || first 4 bytes of SHA-256(SHA-256(payload))} — what {@code bs58check} in
 * {@code @turnkey/encoding} writes and reads. No version byte: the bundle bytes are the payload.
 */
public final class Base58Check {

    private static final String ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    private static final BigInteger BASE = BigInteger.valueOf(58);
    private static final int CHECKSUM_BYTES = 4;
    private static final int[] INDEX = new int[128];

    static {
        Arrays.fill(INDEX, -1);
        for (int i = 0; i < ALPHABET.length(); i++) {
            INDEX[ALPHABET.charAt(i)] = i;
        }
    }

    private Base58Check() {}

    public static String encode(byte[] payload) {
        byte[] withChecksum = new byte[payload.length + CHECKSUM_BYTES];
        System.arraycopy(payload, 0, withChecksum, 0, payload.length);
        System.arraycopy(checksum(payload), 0, withChecksum, payload.length, CHECKSUM_BYTES);
        return encodeBase58(withChecksum);
    }

    public static byte[] decode(String text) {
        byte[] raw = decodeBase58(text);
        checkLength(raw);
        byte[] payload = Arrays.copyOfRange(raw, 0, raw.length - CHECKSUM_BYTES);
        checkChecksum(payload, Arrays.copyOfRange(raw, raw.length - CHECKSUM_BYTES, raw.length));
        return payload;
    }

    static String encodeBase58(byte[] bytes) {
        int zeros = 0;
        while (zeros < bytes.length && bytes[zeros] == 0) {
            zeros++;
        }
        StringBuilder out = new StringBuilder();
        BigInteger n = new BigInteger(1, bytes);
        while (n.signum() > 0) {
            BigInteger[] qr = n.divideAndRemainder(BASE);
            out.append(ALPHABET.charAt(qr[1].intValue()));
            n = qr[0];
        }
        out.append("1".repeat(zeros));
        return out.reverse().toString();
    }

    /** Step: every character is in the bitcoin alphabet. */
    static byte[] decodeBase58(String text) {
        if (text == null || text.isEmpty()) {
            throw new MalformedBase58("base58 value is empty");
        }
        BigInteger n = BigInteger.ZERO;
        int zeros = 0;
        boolean leading = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int digit = c < 128 ? INDEX[c] : -1;
            if (digit < 0) {
                throw new MalformedBase58("base58 value has a character outside the alphabet");
            }
            if (leading && digit == 0) {
                zeros++;
            } else {
                leading = false;
            }
            n = n.multiply(BASE).add(BigInteger.valueOf(digit));
        }
        byte[] magnitude = n.signum() == 0 ? new byte[0] : unsigned(n);
        ByteArrayOutputStream out = new ByteArrayOutputStream(zeros + magnitude.length);
        out.write(new byte[zeros], 0, zeros);
        out.write(magnitude, 0, magnitude.length);
        return out.toByteArray();
    }

    /** Step: long enough to hold the 4-byte checksum. */
    private static void checkLength(byte[] raw) {
        if (raw.length < CHECKSUM_BYTES) {
            throw new MalformedBase58("base58check value is shorter than its checksum");
        }
    }

    /** Step: the checksum matches (compared in constant time). */
    private static void checkChecksum(byte[] payload, byte[] checksum) {
        if (!MessageDigest.isEqual(checksum, checksum(payload))) {
            throw new BadBase58Checksum("base58check checksum does not match");
        }
    }

    private static byte[] checksum(byte[] payload) {
        return Arrays.copyOf(EcdsaP256.sha256(EcdsaP256.sha256(payload)), CHECKSUM_BYTES);
    }

    private static byte[] unsigned(BigInteger n) {
        byte[] b = n.toByteArray();
        return b[0] == 0 && b.length > 1 ? Arrays.copyOfRange(b, 1, b.length) : b;
    }
}
