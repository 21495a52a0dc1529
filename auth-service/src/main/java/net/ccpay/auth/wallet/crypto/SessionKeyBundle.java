package net.ccpay.auth.wallet.crypto;

import java.util.Arrays;

/**
 * {@code encryptedSessionSigningKey} (api-inventory §5.7): base58check of the 33-byte compressed HPKE
 * encapsulated key followed by the AES-GCM ciphertext and tag, sealed (§5.1) to the request's
 * {@code clientPublicKey}; the plaintext is the session key's raw 32-byte private scalar. Clients open
 * it with {@code decryptCredentialBundle(bundle, clientPrivateKeyHex)}, which returns the scalar in hex.
 */
public final class SessionKeyBundle {

    public static final int MAX_BUNDLE_CHARS = 8 * 1024;

    private SessionKeyBundle() {}

    public static String seal(P256PublicKey clientPublicKey, P256PrivateKey sessionKey) {
        HpkeCiphertext sealed = Hpke.seal(clientPublicKey, sessionKey.bytes());
        byte[] enc = sealed.encappedPublic().compressed();
        byte[] ct = sealed.ciphertext();
        byte[] bundle = new byte[enc.length + ct.length];
        System.arraycopy(enc, 0, bundle, 0, enc.length);
        System.arraycopy(ct, 0, bundle, enc.length, ct.length);
        return Base58Check.encode(bundle);
    }

    public static P256PrivateKey open(P256PrivateKey clientPrivateKey, String bundle) {
        WalletJson.checkSize(bundle, MAX_BUNDLE_CHARS, "encryptedSessionSigningKey");
        byte[] bytes = Base58Check.decode(bundle);
        checkHoldsEncAndCiphertext(bytes);
        P256PublicKey enc = Hpke.encapsulatedKey(Arrays.copyOfRange(bytes, 0, P256.COMPRESSED_BYTES));
        byte[] scalar = Hpke.open(clientPrivateKey, new HpkeCiphertext(enc, Arrays.copyOfRange(bytes, P256.COMPRESSED_BYTES, bytes.length)));
        return scalar(scalar);
    }

    /** Step: more than the 33-byte compressed encapsulated key (as {@code decryptCredentialBundle} demands). */
    private static void checkHoldsEncAndCiphertext(byte[] bytes) {
        if (bytes.length <= P256.COMPRESSED_BYTES) {
            throw new MalformedSessionKeyBundle("session key bundle is too short");
        }
    }

    /** Step: the plaintext is a valid 32-byte P-256 scalar. */
    private static P256PrivateKey scalar(byte[] plaintext) {
        try {
            return P256PrivateKey.fromBytes(plaintext);
        } catch (InvalidP256PrivateKey e) {
            throw new MalformedSessionKeyBundle("session key bundle does not hold a P-256 private key");
        } finally {
            Arrays.fill(plaintext, (byte) 0);
        }
    }
}
