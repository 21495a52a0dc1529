package net.ccpay.quote.external.domain;

import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.digests.KeccakDigest;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.encoders.Hex;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;

/**
 * Checks that a self-custody wallet's key signed a message, the way each chain's wallets sign
 * messages, with BouncyCastle's curves and digests:
 * <ul>
 *   <li>EVM chains (EIP-191 {@code personal_sign}): Keccak-256 of {@code "\x19Ethereum Signed Message:\n" + length + message};
 *       a 65-byte signature r‖s‖v as hex; the signer's secp256k1 public key is recovered from it and its
 *       address (the last 20 bytes of the key's Keccak-256) must be the wallet's, compared without case.</li>
 *   <li>Tron ({@code signMessageV2}): the same with {@code "\x19TRON Signed Message:\n"}; the address is the
 *       base58check of 0x41 and those 20 bytes.</li>
 *   <li>Solana: an Ed25519 signature of the message's UTF-8 bytes, base58; the address is the base58 public key.</li>
 * </ul>
 * Anything malformed is simply not a proof (false), never an exception.
 */
public final class WalletProofs {

    /** How a wallet of each account type signs, or none for the types without a maintained scheme (Spark). */
    public enum Scheme { EVM, TRON, SOLANA }

    private static final X9ECParameters SECP256K1 = CustomNamedCurves.getByName("secp256k1");
    private static final BigInteger N = SECP256K1.getN();

    private WalletProofs() {}

    public static Optional<Scheme> schemeOf(String accountType) {
        return Optional.ofNullable(switch (accountType) {
            case "ETHEREUM_WALLET", "BASE_WALLET", "POLYGON_WALLET", "PLASMA_WALLET" -> Scheme.EVM;
            case "TRON_WALLET" -> Scheme.TRON;
            case "SOLANA_WALLET" -> Scheme.SOLANA;
            default -> null;
        });
    }

    public static boolean verify(Scheme scheme, String address, String message, String signature) {
        try {
            return switch (scheme) {
                case EVM -> evmAddress(recover(prefixed("\u0019Ethereum Signed Message:\n", message), hexSignature(signature)))
                        .equalsIgnoreCase(address);
                case TRON -> tronAddress(recover(prefixed("\u0019TRON Signed Message:\n", message), hexSignature(signature))).equals(address);
                case SOLANA -> ed25519(Base58.decode(address), message.getBytes(StandardCharsets.UTF_8), Base58.decode(signature));
            };
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Keccak-256 of the chain's prefix, the message's byte length in decimal, and the message. */
    static byte[] prefixed(String prefix, String message) {
        byte[] m = message.getBytes(StandardCharsets.UTF_8);
        byte[] p = (prefix + m.length).getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(p, p.length + m.length);
        System.arraycopy(m, 0, all, p.length, m.length);
        return keccak256(all);
    }

    private static byte[] hexSignature(String signature) {
        String s = signature.startsWith("0x") || signature.startsWith("0X") ? signature.substring(2) : signature;
        byte[] b = HexFormat.of().parseHex(s);
        if (b.length != 65) {
            throw new IllegalArgumentException("a signature is 65 bytes");
        }
        return b;
    }

    /**
     * The public key (uncompressed, without its 0x04 prefix) that made {@code sig} (r‖s‖v, v 27/28 or
     * 0/1) over {@code hash}: SEC 1 v2 section 4.1.6 with x = r (the chains never use the larger x).
     */
    static byte[] recover(byte[] hash, byte[] sig) {
        BigInteger r = new BigInteger(1, Arrays.copyOfRange(sig, 0, 32));
        BigInteger s = new BigInteger(1, Arrays.copyOfRange(sig, 32, 64));
        int v = sig[64] & 0xff;
        int recId = v >= 27 ? v - 27 : v;
        if (recId < 0 || recId > 1 || r.signum() == 0 || r.compareTo(N) >= 0 || s.signum() == 0 || s.compareTo(N) >= 0) {
            throw new IllegalArgumentException("not a secp256k1 signature");
        }
        byte[] x = org.bouncycastle.util.BigIntegers.asUnsignedByteArray(32, r);
        byte[] compressed = new byte[33];
        compressed[0] = (byte) (recId == 1 ? 0x03 : 0x02);
        System.arraycopy(x, 0, compressed, 1, 32);
        ECPoint point = SECP256K1.getCurve().decodePoint(compressed);
        BigInteger e = new BigInteger(1, hash);
        BigInteger rInv = r.modInverse(N);
        ECPoint q = ECAlgorithms.sumOfTwoMultiplies(SECP256K1.getG(), e.negate().mod(N).multiply(rInv).mod(N), point, s.multiply(rInv).mod(N))
                .normalize();
        if (q.isInfinity()) {
            throw new IllegalArgumentException("no key");
        }
        byte[] encoded = q.getEncoded(false);
        return Arrays.copyOfRange(encoded, 1, encoded.length);
    }

    static String evmAddress(byte[] publicKey) {
        return "0x" + Hex.toHexString(Arrays.copyOfRange(keccak256(publicKey), 12, 32)).toLowerCase(Locale.ROOT);
    }

    static String tronAddress(byte[] publicKey) {
        byte[] payload = new byte[21];
        payload[0] = 0x41;
        System.arraycopy(keccak256(publicKey), 12, payload, 1, 20);
        byte[] check = sha256(sha256(payload));
        byte[] full = Arrays.copyOf(payload, 25);
        System.arraycopy(check, 0, full, 21, 4);
        return Base58.encode(full);
    }

    private static boolean ed25519(byte[] publicKey, byte[] message, byte[] signature) {
        if (publicKey.length != 32 || signature.length != 64) {
            return false;
        }
        Ed25519Signer verifier = new Ed25519Signer();
        verifier.init(false, new Ed25519PublicKeyParameters(publicKey, 0));
        verifier.update(message, 0, message.length);
        return verifier.verifySignature(signature);
    }

    static byte[] keccak256(byte[] data) {
        KeccakDigest d = new KeccakDigest(256);
        d.update(data, 0, data.length);
        byte[] out = new byte[32];
        d.doFinal(out, 0);
        return out;
    }

    private static byte[] sha256(byte[] data) {
        SHA256Digest d = new SHA256Digest();
        d.update(data, 0, data.length);
        byte[] out = new byte[32];
        d.doFinal(out, 0);
        return out;
    }
}
