package net.ccpay.auth.wallet.crypto;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.interfaces.ECPrivateKey;
import java.security.spec.ECPrivateKeySpec;

/**
 * A P-256 private scalar, 32 big-endian bytes in [1, n-1] (the raw form {@code decryptCredentialBundle}
 * hands clients as hex). {@link #toString()} never shows it; equality is constant-time.
 */
public final class P256PrivateKey {

    private final byte[] scalar;

    private P256PrivateKey(byte[] scalar) {
        this.scalar = scalar;
    }

    public static P256PrivateKey fromBytes(byte[] scalar) {
        checkLength(scalar);
        checkRange(scalar);
        return new P256PrivateKey(scalar.clone());
    }

    public static P256PrivateKey fromHex(String hex) {
        if (hex == null || hex.length() != 2 * P256.FIELD_BYTES) {
            throw new InvalidP256PrivateKey("private key must be 64 hex characters");
        }
        return fromBytes(Hex.decode(hex, "private key"));
    }

    /** Step: exactly 32 bytes. */
    private static void checkLength(byte[] scalar) {
        if (scalar == null || scalar.length != P256.FIELD_BYTES) {
            throw new InvalidP256PrivateKey("private key must be 32 bytes");
        }
    }

    /** Step: 0 < d < n. */
    private static void checkRange(byte[] scalar) {
        BigInteger d = new BigInteger(1, scalar);
        if (d.signum() == 0 || d.compareTo(P256.DOMAIN.getN()) >= 0) {
            throw new InvalidP256PrivateKey("private key is out of range");
        }
    }

    public byte[] bytes() {
        return scalar.clone();
    }

    public String hex() {
        return Hex.encode(scalar);
    }

    BigInteger d() {
        return new BigInteger(1, scalar);
    }

    public P256PublicKey publicKey() {
        return P256PublicKey.of(P256.DOMAIN.getG().multiply(d()));
    }

    /** The same key for the JDK's and Nimbus' APIs. */
    public ECPrivateKey toJca() {
        try {
            return (ECPrivateKey) KeyFactory.getInstance("EC").generatePrivate(new ECPrivateKeySpec(d(), P256.JCA_SPEC));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK refused a validated P-256 scalar", e);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof P256PrivateKey other && MessageDigest.isEqual(scalar, other.scalar);
    }

    @Override
    public int hashCode() {
        return 0; // no bits of the secret in hash tables
    }

    @Override
    public String toString() {
        return "P256PrivateKey[redacted]";
    }
}
