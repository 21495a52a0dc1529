package net.ccpay.auth.wallet.crypto;

import org.bouncycastle.math.ec.ECPoint;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECPublicKeySpec;
import java.util.Arrays;

/**
 * A P-256 public key: a validated point on the curve, read from and written to the SEC1 forms the
 * clients use — compressed (33 bytes, {@code 02}/{@code 03}, 66 hex) and uncompressed (65 bytes,
 * {@code 04}, 130 hex). Two keys are equal when they are the same point, whatever form they came in.
 */
public final class P256PublicKey {

    private final ECPoint point;
    private final byte[] uncompressed;

    private P256PublicKey(ECPoint point) {
        this.point = point.normalize();
        this.uncompressed = this.point.getEncoded(false);
    }

    /** Either SEC1 form, in hex (either case). */
    public static P256PublicKey fromHex(String hex) {
        if (hex == null || (hex.length() != 2 * P256.COMPRESSED_BYTES && hex.length() != 2 * P256.UNCOMPRESSED_BYTES)) {
            throw new InvalidP256PublicKey("public key must be 66 or 130 hex characters");
        }
        return fromBytes(Hex.decode(hex, "public key"));
    }

    /** Either SEC1 form, as bytes. */
    public static P256PublicKey fromBytes(byte[] encoded) {
        checkLengthAndPrefix(encoded);
        return new P256PublicKey(decodeOnCurve(encoded));
    }

    /** Only the uncompressed form (where the format fixes it, e.g. {@code encappedPublic}). */
    public static P256PublicKey fromUncompressedHex(String hex) {
        if (hex == null || hex.length() != 2 * P256.UNCOMPRESSED_BYTES) {
            throw new InvalidP256PublicKey("public key must be 130 hex characters (uncompressed)");
        }
        return fromHex(hex);
    }

    /** Only the compressed form (where the format fixes it, e.g. the stamp's {@code publicKey}). */
    public static P256PublicKey fromCompressedHex(String hex) {
        if (hex == null || hex.length() != 2 * P256.COMPRESSED_BYTES) {
            throw new InvalidP256PublicKey("public key must be 66 hex characters (compressed)");
        }
        return fromHex(hex);
    }

    static P256PublicKey of(ECPoint point) {
        return new P256PublicKey(point);
    }

    /** Step: a known length for its prefix — 33 bytes for 02/03, 65 bytes for 04. */
    private static void checkLengthAndPrefix(byte[] encoded) {
        if (encoded == null || encoded.length == 0) {
            throw new InvalidP256PublicKey("public key is empty");
        }
        int prefix = encoded[0];
        if (prefix == 0x02 || prefix == 0x03) {
            if (encoded.length != P256.COMPRESSED_BYTES) {
                throw new InvalidP256PublicKey("compressed public key must be 33 bytes");
            }
        } else if (prefix == 0x04) {
            if (encoded.length != P256.UNCOMPRESSED_BYTES) {
                throw new InvalidP256PublicKey("uncompressed public key must be 65 bytes");
            }
        } else {
            throw new InvalidP256PublicKey("public key must start with 02, 03 or 04");
        }
    }

    /** Step: coordinates below p and the point on the curve (cofactor 1, so in the group), not infinity. */
    private static ECPoint decodeOnCurve(byte[] encoded) {
        ECPoint point;
        try {
            point = P256.DOMAIN.getCurve().decodePoint(encoded);
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new InvalidP256PublicKey("public key is not a point on P-256");
        }
        if (point.isInfinity() || !point.isValid()) {
            throw new InvalidP256PublicKey("public key is not a point on P-256");
        }
        return point;
    }

    public byte[] uncompressed() {
        return uncompressed.clone();
    }

    public byte[] compressed() {
        return point.getEncoded(true);
    }

    public String uncompressedHex() {
        return Hex.encode(uncompressed);
    }

    public String compressedHex() {
        return Hex.encode(compressed());
    }

    ECPoint point() {
        return point;
    }

    /** The same key for the JDK's and Nimbus' APIs. */
    public ECPublicKey toJca() {
        try {
            java.security.spec.ECPoint w = new java.security.spec.ECPoint(
                    new BigInteger(1, Arrays.copyOfRange(uncompressed, 1, 33)),
                    new BigInteger(1, Arrays.copyOfRange(uncompressed, 33, 65)));
            return (ECPublicKey) KeyFactory.getInstance("EC").generatePublic(new ECPublicKeySpec(w, P256.JCA_SPEC));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK refused a validated P-256 point", e);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof P256PublicKey other && Arrays.equals(uncompressed, other.uncompressed);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(uncompressed);
    }

    @Override
    public String toString() {
        return "P256PublicKey[" + compressedHex() + "]";
    }
}
