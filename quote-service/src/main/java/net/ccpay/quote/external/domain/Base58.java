package net.ccpay.quote.external.domain;

import java.math.BigInteger;
import java.util.Arrays;

/** Bitcoin's base58 alphabet (Solana addresses and signatures, Tron addresses), leading zero bytes as '1'. */
final class Base58 {

    private static final String ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    private static final BigInteger BASE = BigInteger.valueOf(58);

    private Base58() {}

    static String encode(byte[] data) {
        StringBuilder s = new StringBuilder();
        BigInteger n = new BigInteger(1, data);
        while (n.signum() > 0) {
            BigInteger[] qr = n.divideAndRemainder(BASE);
            s.append(ALPHABET.charAt(qr[1].intValue()));
            n = qr[0];
        }
        for (int i = 0; i < data.length && data[i] == 0; i++) {
            s.append('1');
        }
        return s.reverse().toString();
    }

    static byte[] decode(String text) {
        BigInteger n = BigInteger.ZERO;
        for (char c : text.toCharArray()) {
            int digit = ALPHABET.indexOf(c);
            if (digit < 0) {
                throw new IllegalArgumentException("not base58");
            }
            n = n.multiply(BASE).add(BigInteger.valueOf(digit));
        }
        byte[] bytes = n.signum() == 0 ? new byte[0] : n.toByteArray();
        if (bytes.length > 1 && bytes[0] == 0) {
            bytes = Arrays.copyOfRange(bytes, 1, bytes.length);
        }
        int zeros = 0;
        while (zeros < text.length() && text.charAt(zeros) == '1') {
            zeros++;
        }
        byte[] out = new byte[zeros + bytes.length];
        System.arraycopy(bytes, 0, out, zeros, bytes.length);
        return out;
    }
}
