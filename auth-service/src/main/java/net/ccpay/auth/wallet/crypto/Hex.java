package net.ccpay.auth.wallet.crypto;

import java.util.HexFormat;

/** Hex as the client libraries write it (lowercase); either case is read. */
final class Hex {

    private static final HexFormat LOWER = HexFormat.of();

    private Hex() {}

    static String encode(byte[] bytes) {
        return LOWER.formatHex(bytes);
    }

    /** Step: decode, refusing odd lengths and non-hex characters with {@link MalformedHex}. */
    static byte[] decode(String hex, String what) {
        if (hex == null || (hex.length() & 1) != 0) {
            throw new MalformedHex(what + " is not valid hex");
        }
        try {
            return LOWER.parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw new MalformedHex(what + " is not valid hex");
        }
    }
}
