package net.ccpay.auth.wallet.crypto;

import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.crypto.signers.ECDSASigner;
import org.bouncycastle.crypto.signers.HMacDSAKCalculator;
import org.bouncycastle.crypto.signers.StandardDSAEncoding;

import java.io.IOException;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * ECDSA P-256 with SHA-256 and DER signatures, as the stamper and the enclave bundles use them.
 * Signing is deterministic (RFC 6979). Verification accepts high-S signatures on purpose: Node's
 * signer does not normalize S and the clients verify with {@code lowS: false} (§5.5).
 */
public final class EcdsaP256 {

    private EcdsaP256() {}

    public static byte[] signDer(P256PrivateKey key, byte[] message) {
        ECDSASigner signer = new ECDSASigner(new HMacDSAKCalculator(new SHA256Digest()));
        signer.init(true, new ECPrivateKeyParameters(key.d(), P256.DOMAIN));
        BigInteger[] rs = signer.generateSignature(sha256(message));
        try {
            return StandardDSAEncoding.INSTANCE.encode(P256.DOMAIN.getN(), rs[0], rs[1]);
        } catch (IOException e) {
            throw new IllegalStateException("DER encoding of a signature failed", e);
        }
    }

    /**
     * Whether {@code der} is a strict-DER signature by {@code key} over SHA-256({@code message}).
     * A signature that is not strict DER, or whose r or s is out of range, is simply not valid.
     */
    public static boolean verifyDer(P256PublicKey key, byte[] message, byte[] der) {
        BigInteger[] rs;
        try {
            rs = StandardDSAEncoding.INSTANCE.decode(P256.DOMAIN.getN(), der);
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
        ECDSASigner verifier = new ECDSASigner();
        verifier.init(false, new ECPublicKeyParameters(key.point(), P256.DOMAIN));
        return verifier.verifySignature(sha256(message), rs[0], rs[1]);
    }

    /** Whether {@code der} parses as a strict-DER ECDSA signature with r and s in range. */
    static boolean isDerSignature(byte[] der) {
        try {
            StandardDSAEncoding.INSTANCE.decode(P256.DOMAIN.getN(), der);
            return true;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    static byte[] sha256(byte[] message) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(message);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
