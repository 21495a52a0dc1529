package net.ccpay.auth.wallet.crypto;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.hpke.HPKE;
import org.bouncycastle.crypto.hpke.HPKEContext;
import org.bouncycastle.crypto.hpke.HPKEContextWithEncapsulation;

import java.nio.charset.StandardCharsets;

/**
 * The HPKE suite of every wallet bundle (api-inventory §5.1), as {@code @turnkey/crypto}'s
 * {@code hpkeEncrypt}/{@code hpkeDecrypt} do it: RFC 9180 base mode, DHKEM(P-256, HKDF-SHA256),
 * HKDF-SHA256, AES-256-GCM, {@code info = "turnkey_hpke"}, one seal at sequence 0 with
 * {@code AAD = enc (65 B, uncompressed) || recipient public key (65 B, uncompressed)}.
 */
public final class Hpke {

    static final byte[] INFO = "turnkey_hpke".getBytes(StandardCharsets.US_ASCII);
    static final int TAG_BYTES = 16;

    private Hpke() {}

    public static HpkeCiphertext seal(P256PublicKey recipient, byte[] plaintext) {
        HPKE hpke = suite();
        HPKEContextWithEncapsulation context = hpke.setupBaseS(hpke.deserializePublicKey(recipient.uncompressed()), INFO);
        P256PublicKey enc = P256PublicKey.fromBytes(context.getEncapsulation());
        try {
            return new HpkeCiphertext(enc, context.seal(aad(enc, recipient), plaintext));
        } catch (InvalidCipherTextException e) {
            throw new IllegalStateException("AES-GCM seal failed", e);
        }
    }

    /** Decap and open; each failure is a named step. */
    public static byte[] open(P256PrivateKey recipient, HpkeCiphertext message) {
        byte[] ciphertext = message.ciphertext();
        checkCiphertextHoldsATag(ciphertext);
        P256PublicKey recipientPublic = recipient.publicKey();
        HPKE hpke = suite();
        AsymmetricCipherKeyPair recipientPair = hpke.deserializePrivateKey(recipient.bytes(), recipientPublic.uncompressed());
        HPKEContext context = decap(hpke, message.encappedPublic(), recipientPair);
        return openAead(context, aad(message.encappedPublic(), recipientPublic), ciphertext);
    }

    /** Open a message whose encapsulated key arrives as bytes (either SEC1 form). */
    public static byte[] open(P256PrivateKey recipient, byte[] encappedPublic, byte[] ciphertext) {
        return open(recipient, new HpkeCiphertext(encapsulatedKey(encappedPublic), ciphertext));
    }

    /** Step: the encapsulated key must be a point on P-256 (RFC 9180 §7.1.4 validation). */
    static P256PublicKey encapsulatedKey(byte[] encoded) {
        try {
            return P256PublicKey.fromBytes(encoded);
        } catch (InvalidP256PublicKey e) {
            throw new BadEncapsulatedKey("encapsulated key is not a P-256 point");
        }
    }

    /** Step: at least the 16-byte AES-GCM tag. */
    private static void checkCiphertextHoldsATag(byte[] ciphertext) {
        if (ciphertext.length < TAG_BYTES) {
            throw new TruncatedCiphertext("ciphertext is shorter than its authentication tag");
        }
    }

    /** Step: DHKEM Decap and the key schedule with info "turnkey_hpke". */
    private static HPKEContext decap(HPKE hpke, P256PublicKey enc, AsymmetricCipherKeyPair recipient) {
        try {
            return hpke.setupBaseR(enc.uncompressed(), recipient, INFO);
        } catch (RuntimeException e) {
            throw new BadEncapsulatedKey("encapsulated key could not be used");
        }
    }

    /** Step: AES-256-GCM open with the AAD of §5.1; any tag mismatch is one failure. */
    private static byte[] openAead(HPKEContext context, byte[] aad, byte[] ciphertext) {
        try {
            return context.open(aad, ciphertext);
        } catch (InvalidCipherTextException | RuntimeException e) {
            throw new CiphertextNotAuthentic("ciphertext could not be decrypted");
        }
    }

    static byte[] aad(P256PublicKey enc, P256PublicKey recipient) {
        byte[] a = enc.uncompressed();
        byte[] b = recipient.uncompressed();
        byte[] aad = new byte[a.length + b.length];
        System.arraycopy(a, 0, aad, 0, a.length);
        System.arraycopy(b, 0, aad, a.length, b.length);
        return aad;
    }

    static HPKE suite() {
        return new HPKE(HPKE.mode_base, HPKE.kem_P256_SHA256, HPKE.kdf_HKDF_SHA256, HPKE.aead_AES_GCM256);
    }
}
