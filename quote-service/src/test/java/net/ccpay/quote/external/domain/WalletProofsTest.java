package net.ccpay.quote.external.domain;

import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.signers.ECDSASigner;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.bouncycastle.crypto.signers.HMacDSAKCalculator;
import org.bouncycastle.util.BigIntegers;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WalletProofsTest {

    /** web3.js's documented example of {@code web3.eth.accounts.sign('Some data', key)}. */
    private static final String KEY = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
    private static final String ADDRESS = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23";
    private static final String SIGNATURE = "0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd"
            + "6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c";

    @Test
    void aPublishedEthereumPersonalSignatureRecoversItsAddress() {
        assertEquals("1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655",
                HexFormat.of().formatHex(WalletProofs.prefixed("\u0019Ethereum Signed Message:\n", "Some data")));
        assertTrue(WalletProofs.verify(WalletProofs.Scheme.EVM, ADDRESS, "Some data", SIGNATURE));
        assertTrue(WalletProofs.verify(WalletProofs.Scheme.EVM, ADDRESS.toLowerCase(), "Some data", SIGNATURE), "addresses compare without case");
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.EVM, ADDRESS, "Some data!", SIGNATURE), "another message");
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.EVM, "0x0000000000000000000000000000000000000001", "Some data", SIGNATURE));
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.EVM, ADDRESS, "Some data", SIGNATURE.substring(0, 20)), "malformed is false, not an error");
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.EVM, ADDRESS, "Some data", "not hex at all"));
    }

    @Test
    void freshSecp256k1KeysSignForEvmAndTronAddresses() {
        SecureRandom random = new SecureRandom();
        for (int i = 0; i < 5; i++) {
            BigInteger d = BigIntegers.createRandomInRange(BigInteger.ONE, CURVE.getN().subtract(BigInteger.ONE), random);
            byte[] pub = Arrays.copyOfRange(CURVE.getG().multiply(d).normalize().getEncoded(false), 1, 65);
            String message = "I control this wallet. Nonce: " + i;
            String evm = WalletProofs.evmAddress(pub);
            assertTrue(WalletProofs.verify(WalletProofs.Scheme.EVM, evm, message, sign(d, "\u0019Ethereum Signed Message:\n", message, 27)));
            assertTrue(WalletProofs.verify(WalletProofs.Scheme.EVM, evm, message, sign(d, "\u0019Ethereum Signed Message:\n", message, 0)),
                    "v may be 0/1 as well as 27/28");
            String tron = WalletProofs.tronAddress(pub);
            assertTrue(tron.matches("^T[1-9A-HJ-NP-Za-km-z]{33}$"), tron);
            assertTrue(WalletProofs.verify(WalletProofs.Scheme.TRON, tron, message, sign(d, "\u0019TRON Signed Message:\n", message, 27)));
            assertFalse(WalletProofs.verify(WalletProofs.Scheme.TRON, tron, message, sign(d, "\u0019Ethereum Signed Message:\n", message, 27)),
                    "an Ethereum-prefixed signature is no Tron proof");
        }
    }

    @Test
    void aSolanaWalletSignsWithEd25519() {
        Ed25519PrivateKeyParameters key = new Ed25519PrivateKeyParameters(new SecureRandom());
        String address = Base58.encode(key.generatePublicKey().getEncoded());
        byte[] message = "I control this wallet".getBytes(StandardCharsets.UTF_8);
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, key);
        signer.update(message, 0, message.length);
        String signature = Base58.encode(signer.generateSignature());
        assertTrue(WalletProofs.verify(WalletProofs.Scheme.SOLANA, address, "I control this wallet", signature));
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.SOLANA, address, "I control that wallet", signature));
        String other = Base58.encode(new Ed25519PrivateKeyParameters(new SecureRandom()).generatePublicKey().getEncoded());
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.SOLANA, other, "I control this wallet", signature));
        assertFalse(WalletProofs.verify(WalletProofs.Scheme.SOLANA, address, "I control this wallet", "0OIl"));
    }

    @Test
    void base58RoundTripsWithLeadingZeros() {
        byte[] b = {0, 0, 1, 2, (byte) 255};
        assertEquals("11", Base58.encode(new byte[] {0, 0}));
        assertTrue(Arrays.equals(b, Base58.decode(Base58.encode(b))));
        assertEquals("StV1DL6CwTryKyV", Base58.encode("hello world".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void onlyWalletTypesWithAMaintainedSchemeHaveOne() {
        assertEquals(WalletProofs.Scheme.EVM, WalletProofs.schemeOf("BASE_WALLET").orElseThrow());
        assertEquals(WalletProofs.Scheme.SOLANA, WalletProofs.schemeOf("SOLANA_WALLET").orElseThrow());
        assertTrue(WalletProofs.schemeOf("SPARK_WALLET").isEmpty());
        assertTrue(WalletProofs.schemeOf("USD_ACCOUNT").isEmpty());
    }

    private static final X9ECParameters CURVE = CustomNamedCurves.getByName("secp256k1");

    /** r‖s‖v the way wallets make it: deterministic ECDSA, low s, v found by recovering the key. */
    private static String sign(BigInteger d, String prefix, String message, int vBase) {
        byte[] hash = WalletProofs.prefixed(prefix, message);
        ECDSASigner signer = new ECDSASigner(new HMacDSAKCalculator(new SHA256Digest()));
        ECDomainParameters domain = new ECDomainParameters(CURVE.getCurve(), CURVE.getG(), CURVE.getN(), CURVE.getH());
        signer.init(true, new ECPrivateKeyParameters(d, domain));
        BigInteger[] rs = signer.generateSignature(hash);
        BigInteger s = rs[1].compareTo(CURVE.getN().shiftRight(1)) > 0 ? CURVE.getN().subtract(rs[1]) : rs[1];
        byte[] pub = Arrays.copyOfRange(CURVE.getG().multiply(d).normalize().getEncoded(false), 1, 65);
        for (int recId = 0; recId < 2; recId++) {
            byte[] sig = new byte[65];
            System.arraycopy(BigIntegers.asUnsignedByteArray(32, rs[0]), 0, sig, 0, 32);
            System.arraycopy(BigIntegers.asUnsignedByteArray(32, s), 0, sig, 32, 32);
            sig[64] = (byte) (vBase + recId);
            try {
                if (Arrays.equals(pub, WalletProofs.recover(hash, sig))) {
                    return "0x" + HexFormat.of().formatHex(sig);
                }
            } catch (IllegalArgumentException e) {
                // not this recovery id
            }
        }
        throw new AssertionError("no recovery id recovers the key");
    }
}
