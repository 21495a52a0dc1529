package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.ExternalAccounts;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.Payments.Customer;
import net.ccpay.deploy.it.support.Webhooks;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.digests.KeccakDigest;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.signers.ECDSASigner;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.bouncycastle.crypto.signers.HMacDSAKCalculator;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.BigIntegers;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ownership of self-custody wallets through the gateway: a FIRST_PARTY wallet starts
 * PENDING_OWNERSHIP_VERIFICATION, its owner proves control by signing the challenge's message with the
 * wallet's key (real keys made here: secp256k1 for an EVM address, Ed25519 for Solana) or by the
 * sandbox's LIVENESS check; a bad proof leaves it UNVERIFIED; larger payments to it wait for the proof.
 */
class ExternalAccountOwnershipIT {

    private static final X9ECParameters SECP256K1 = CustomNamedCurves.getByName("secp256k1");
    private static final SecureRandom RANDOM = new SecureRandom();

    /** An Ethereum key pair made in the test, signing like a wallet's personal_sign (EIP-191). */
    record EvmKey(BigInteger d, String address) {
        /** A fresh key whose address does not end in one of the sandbox's outcome suffixes (…105 would refuse the account). */
        static EvmKey create() {
            while (true) {
                BigInteger d = BigIntegers.createRandomInRange(BigInteger.ONE, SECP256K1.getN().subtract(BigInteger.ONE), RANDOM);
                EvmKey k = new EvmKey(d, "0x" + HexFormat.of().formatHex(Arrays.copyOfRange(keccak(publicKey(d)), 12, 32)));
                if (ordinary(k.address())) {
                    return k;
                }
            }
        }

        String sign(String message) {
            byte[] m = message.getBytes(StandardCharsets.UTF_8);
            byte[] hash = keccak(concat(("\u0019Ethereum Signed Message:\n" + m.length).getBytes(StandardCharsets.UTF_8), m));
            ECDSASigner signer = new ECDSASigner(new HMacDSAKCalculator(new SHA256Digest()));
            signer.init(true, new ECPrivateKeyParameters(d, new ECDomainParameters(SECP256K1.getCurve(), SECP256K1.getG(), SECP256K1.getN())));
            BigInteger[] rs = signer.generateSignature(hash);
            BigInteger n = SECP256K1.getN();
            BigInteger s = rs[1].compareTo(n.shiftRight(1)) > 0 ? n.subtract(rs[1]) : rs[1];
            // v: which of the two points with x = r gives back this key (SEC 1 4.1.6)
            for (int recId = 0; recId < 2; recId++) {
                byte[] x = new byte[33];
                x[0] = (byte) (2 + recId);
                System.arraycopy(BigIntegers.asUnsignedByteArray(32, rs[0]), 0, x, 1, 32);
                ECPoint r = SECP256K1.getCurve().decodePoint(x);
                BigInteger rInv = rs[0].modInverse(n);
                ECPoint q = ECAlgorithms.sumOfTwoMultiplies(SECP256K1.getG(), new BigInteger(1, hash).negate().mod(n).multiply(rInv).mod(n),
                        r, s.multiply(rInv).mod(n)).normalize();
                if (Arrays.equals(Arrays.copyOfRange(q.getEncoded(false), 1, 65), publicKey(d))) {
                    return "0x" + HexFormat.of().formatHex(BigIntegers.asUnsignedByteArray(32, rs[0]))
                            + HexFormat.of().formatHex(BigIntegers.asUnsignedByteArray(32, s)) + String.format("%02x", 27 + recId);
                }
            }
            throw new AssertionError("no recovery id");
        }

        private static byte[] publicKey(BigInteger d) {
            return Arrays.copyOfRange(SECP256K1.getG().multiply(d).normalize().getEncoded(false), 1, 65);
        }
    }

    /** Whether the sandbox's suffix tables leave an identifier alone (no …00x or …10x ending). */
    static boolean ordinary(String identifier) {
        return !identifier.matches("(?s).*[01]0[0-9]$");
    }

        static byte[] keccak(byte[] data) {
        KeccakDigest k = new KeccakDigest(256);
        k.update(data, 0, data.length);
        byte[] out = new byte[32];
        k.doFinal(out, 0);
        return out;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static String base58(byte[] data) {
        String alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
        StringBuilder s = new StringBuilder();
        BigInteger v = new BigInteger(1, data);
        while (v.signum() > 0) {
            BigInteger[] qr = v.divideAndRemainder(BigInteger.valueOf(58));
            s.append(alphabet.charAt(qr[1].intValue()));
            v = qr[0];
        }
        for (int i = 0; i < data.length && data[i] == 0; i++) {
            s.append('1');
        }
        return s.reverse().toString();
    }

    static JsonObject challenge(String base, String id, String method) {
        Api.Reply r = postJson(base + id + "/challenge", "{\"method\":\"" + method + "\"}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static Api.Reply verify(String base, String id, String signature) {
        return postJson(base + id + "/verify", "{\"signature\":\"" + signature + "\"}");
    }

    static String status(String base, String id) {
        return get(base + id).json().getString("status");
    }

    @Test
    void anEvmWalletIsProvenByItsKeysSignatureOfTheChallenge() {
        Customer c = Payments.customer("Wallet Owner");
        EvmKey key = EvmKey.create();
        String base = "/customers/external-accounts/";
        JsonObject a = ExternalAccounts.wallet(c.id(), "ETHEREUM_WALLET", "USDC", key.address(), "FIRST_PARTY");
        String id = a.getString("id");
        assertEquals("PENDING_OWNERSHIP_VERIFICATION", a.getString("status"));
        verify(base, id, key.sign("anything")).assertError(409, "CONFLICT");

        JsonObject ch = challenge(base, id, "WALLET_SIGNATURE");
        assertEquals("WALLET_SIGNATURE", ch.getString("method"));
        String message = ch.getString("messageToSign");
        assertTrue(message.contains(key.address()), message);

        // a bad proof (another wallet's key): 400, and the account is UNVERIFIED until a new challenge
        JsonObject e = verify(base, id, EvmKey.create().sign(message)).assertError(400, "INVALID_INPUT");
        assertEquals("SIGNATURE_INVALID", e.getJsonObject("details").getString("reason"));
        assertEquals(java.util.List.of("signature"), Errors.fields(e));
        assertEquals("UNVERIFIED", status(base, id));
        verify(base, id, key.sign(message)).assertError(409, "CONFLICT");

        JsonObject again = challenge(base, id, "WALLET_SIGNATURE");
        assertEquals("PENDING_OWNERSHIP_VERIFICATION", status(base, id));
        assertTrue(!again.getString("messageToSign").equals(message), "each challenge has its own nonce");
        verify(base, id, key.sign(message)).assertError(400, "INVALID_INPUT");

        JsonObject third = challenge(base, id, "WALLET_SIGNATURE");
        Api.Reply ok = verify(base, id, key.sign(third.getString("messageToSign")));
        assertEquals(200, ok.status(), ok.raw().body());
        assertEquals("ACTIVE", ok.json().getString("status"));
        Api.send(Api.request(base + id + "/challenge").header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"method\":\"WALLET_SIGNATURE\"}")).build()).assertError(409, "CONFLICT");
        Payments.await(() -> Webhooks.ofType("EXTERNAL_ACCOUNT.STATUS_UPDATED").stream().map(w -> w.getJsonObject("body").getJsonObject("data"))
                        .anyMatch(d -> id.equals(d.getString("id")) && "ACTIVE".equals(d.getString("status"))),
                Payments.DEADLINE, () -> "an EXTERNAL_ACCOUNT.STATUS_UPDATED webhook with ACTIVE for " + id);
    }

    @Test
    void aSolanaWalletOfThePlatformIsProvenWithEd25519() {
        Ed25519PrivateKeyParameters key = new Ed25519PrivateKeyParameters(RANDOM);
        while (!ordinary(base58(key.generatePublicKey().getEncoded()))) {
            key = new Ed25519PrivateKeyParameters(RANDOM);
        }
        String address = base58(key.generatePublicKey().getEncoded());
        String base = "/platform/external-accounts/";
        String id = ExternalAccounts.wallet(null, "SOLANA_WALLET", "USDC", address, "FIRST_PARTY").getString("id");
        String message = challenge(base, id, "WALLET_SIGNATURE").getString("messageToSign");
        byte[] m = message.getBytes(StandardCharsets.UTF_8);
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, key);
        signer.update(m, 0, m.length);
        Api.Reply ok = verify(base, id, base58(signer.generateSignature()));
        assertEquals(200, ok.status(), ok.raw().body());
        assertEquals("ACTIVE", ok.json().getString("status"));
        postJson("/customers/external-accounts/" + id + "/challenge", "{\"method\":\"LIVENESS\"}").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void onlyFirstPartySelfCustodyWalletsAreChallengedAndLivenessPassesInTheSandbox() {
        Customer c = Payments.customer("Wallet Kinds");
        String base = "/customers/external-accounts/";
        JsonObject third = ExternalAccounts.wallet(c.id(), "ETHEREUM_WALLET", "USDC", EvmKey.create().address(), "THIRD_PARTY");
        assertEquals("ACTIVE", third.getString("status"));
        postJson(base + third.getString("id") + "/challenge", "{\"method\":\"WALLET_SIGNATURE\"}").assertError(409, "CONFLICT");
        String bank = Payments.externalUsdAccountEnding(c.id(), "181");
        postJson(base + bank + "/challenge", "{\"method\":\"LIVENESS\"}").assertError(409, "CONFLICT");
        JsonObject e = postJson(base + bank + "/challenge", "{\"method\":\"FINGERPRINT\"}").assertError(400, "INVALID_INPUT");
        assertEquals(java.util.List.of("method"), Errors.fields(e));

        String spark = ExternalAccounts.wallet(c.id(), "SPARK_WALLET", "BTC", "sprt1" + "q".repeat(50), "FIRST_PARTY").getString("id");
        postJson(base + spark + "/challenge", "{\"method\":\"WALLET_SIGNATURE\"}").assertError(409, "CONFLICT");
        JsonObject live = challenge(base, spark, "LIVENESS");
        assertTrue(live.getString("verificationLink").startsWith("https://"), live.toString());
        Payments.await(() -> "ACTIVE".equals(status(base, spark)), Payments.DEADLINE, () -> "the sandbox passes the liveness check");
    }

    @Test
    void largerPaymentsToAnUnprovenWalletWaitForTheProof() {
        Customer c = Payments.customer("Wallet Payer");
        EvmKey key = EvmKey.create();
        String id = ExternalAccounts.wallet(c.id(), "ETHEREUM_WALLET", "USDC", key.address(), "FIRST_PARTY").getString("id");
        long usdc1000 = 1_000_000_000L;
        JsonObject e = Payments.postQuote(Payments.accountToAccount(c.account("USDC"), id, "SENDING", 2 * usdc1000))
                .assertError(400, "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED");
        assertEquals(id, e.getJsonObject("details").getString("accountId"));
        Payments.createQuote(Payments.accountToAccount(c.account("USDC"), id, "SENDING", usdc1000 / 100));
        postJson("/transfer-out", "{\"source\":{\"accountId\":\"" + c.account("USDC") + "\"},\"destination\":{\"accountId\":\"" + id
                + "\"},\"amount\":" + 2 * usdc1000 + "}").assertError(400, "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED");

        String base = "/customers/external-accounts/";
        String message = challenge(base, id, "WALLET_SIGNATURE").getString("messageToSign");
        assertEquals(200, verify(base, id, key.sign(message)).status());
        Payments.createQuote(Payments.accountToAccount(c.account("USDC"), id, "SENDING", 2 * usdc1000));
    }
}
