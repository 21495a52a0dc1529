package net.ccpay.auth.wallet.crypto;

import org.bouncycastle.util.BigIntegers;

import java.math.BigInteger;
import java.security.SecureRandom;

/** A P-256 private scalar and its public point. */
public record P256KeyPair(P256PrivateKey privateKey, P256PublicKey publicKey) {

    private static final SecureRandom RANDOM = new SecureRandom();

    public P256KeyPair {
        if (!privateKey.publicKey().equals(publicKey)) {
            throw new InvalidP256PrivateKey("private key does not match the public key");
        }
    }

    public static P256KeyPair generate() {
        BigInteger n = P256.DOMAIN.getN();
        BigInteger d = BigIntegers.createRandomInRange(BigInteger.ONE, n.subtract(BigInteger.ONE), RANDOM);
        return of(P256PrivateKey.fromBytes(BigIntegers.asUnsignedByteArray(P256.FIELD_BYTES, d)));
    }

    public static P256KeyPair of(P256PrivateKey privateKey) {
        return new P256KeyPair(privateKey, privateKey.publicKey());
    }

    @Override
    public String toString() {
        return "P256KeyPair[" + publicKey + "]";
    }
}
