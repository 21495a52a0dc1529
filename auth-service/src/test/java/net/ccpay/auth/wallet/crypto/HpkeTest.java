package net.ccpay.auth.wallet.crypto;

import org.bouncycastle.crypto.hpke.HPKE;
import org.bouncycastle.crypto.hpke.HPKEContextWithEncapsulation;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class HpkeTest {

    private final P256KeyPair recipient = P256KeyPair.generate();
    private final byte[] message = "attack at dawn".getBytes(StandardCharsets.UTF_8);

    @Test
    void whatIsSealedToAKeyOpensWithItsPrivateKey() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        assertEquals(message.length + 16, sealed.ciphertext().length);
        assertArrayEquals(message, Hpke.open(recipient.privateKey(), sealed));
    }

    @Test
    void theEncapsulatedKeyMayArriveCompressedOrUncompressed() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        assertArrayEquals(message, Hpke.open(recipient.privateKey(), sealed.encappedPublic().compressed(), sealed.ciphertext()));
        assertArrayEquals(message, Hpke.open(recipient.privateKey(), sealed.encappedPublic().uncompressed(), sealed.ciphertext()));
    }

    @Test
    void anEmptyPlaintextIsJustATag() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), new byte[0]);
        assertEquals(16, sealed.ciphertext().length);
        assertArrayEquals(new byte[0], Hpke.open(recipient.privateKey(), sealed));
    }

    @Test
    void anotherPrivateKeyCannotOpen() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        assertThrows(CiphertextNotAuthentic.class, () -> Hpke.open(P256KeyPair.generate().privateKey(), sealed));
    }

    @Test
    void aTamperedTagIsRefused() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        byte[] ct = sealed.ciphertext();
        ct[ct.length - 1] ^= 0x01;
        assertThrows(CiphertextNotAuthentic.class, () -> Hpke.open(recipient.privateKey(), new HpkeCiphertext(sealed.encappedPublic(), ct)));
    }

    @Test
    void aTamperedCiphertextBodyIsRefused() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        byte[] ct = sealed.ciphertext();
        ct[0] ^= (byte) 0x80;
        assertThrows(CiphertextNotAuthentic.class, () -> Hpke.open(recipient.privateKey(), new HpkeCiphertext(sealed.encappedPublic(), ct)));
    }

    @Test
    void aTruncatedCiphertextIsRefusedBeforeDecryption() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        byte[] tooShort = Arrays.copyOf(sealed.ciphertext(), 15);
        assertThrows(TruncatedCiphertext.class, () -> Hpke.open(recipient.privateKey(), new HpkeCiphertext(sealed.encappedPublic(), tooShort)));
        byte[] lostOneByte = Arrays.copyOf(sealed.ciphertext(), sealed.ciphertext().length - 1);
        assertThrows(CiphertextNotAuthentic.class, () -> Hpke.open(recipient.privateKey(), new HpkeCiphertext(sealed.encappedPublic(), lostOneByte)));
    }

    @Test
    void anotherEncapsulatedKeyIsRefused() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        HpkeCiphertext swapped = new HpkeCiphertext(P256KeyPair.generate().publicKey(), sealed.ciphertext());
        assertThrows(CiphertextNotAuthentic.class, () -> Hpke.open(recipient.privateKey(), swapped));
    }

    @Test
    void anEncapsulatedKeyOffTheCurveIsRefused() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        byte[] enc = sealed.encappedPublic().uncompressed();
        enc[64] ^= 0x01;
        assertThrows(BadEncapsulatedKey.class, () -> Hpke.open(recipient.privateKey(), enc, sealed.ciphertext()));
        assertThrows(BadEncapsulatedKey.class, () -> Hpke.open(recipient.privateKey(), new byte[65], sealed.ciphertext()));
        assertThrows(BadEncapsulatedKey.class, () -> Hpke.open(recipient.privateKey(), new byte[12], sealed.ciphertext()));
    }

    @Test
    void aMessageSealedWithAnotherInfoIsRefused() {
        assertThrows(CiphertextNotAuthentic.class,
                () -> Hpke.open(recipient.privateKey(), sealWith("other_info".getBytes(StandardCharsets.US_ASCII), true)));
    }

    @Test
    void aMessageSealedWithoutTheAadIsRefused() {
        assertThrows(CiphertextNotAuthentic.class, () -> Hpke.open(recipient.privateKey(), sealWith(Hpke.INFO, false)));
    }

    @Test
    void aMessageSealedByHandWithTheSuiteInfoAndAadOpens() {
        // The same construction spelled out with BouncyCastle, to pin info and AAD independently of Hpke.seal.
        assertArrayEquals(message, Hpke.open(recipient.privateKey(), sealWith(Hpke.INFO, true)));
    }

    @Test
    void openingFailuresSayNothingOfTheKeysOrCiphertext() {
        HpkeCiphertext sealed = Hpke.seal(recipient.publicKey(), message);
        CiphertextNotAuthentic e = assertThrows(CiphertextNotAuthentic.class,
                () -> Hpke.open(P256KeyPair.generate().privateKey(), sealed));
        assertEquals("ciphertext could not be decrypted", e.getMessage());
        assertEquals("UNAUTHORIZED", e.code());
        assertEquals(e.getMessage(), e.details().get("reason"));
    }

    private HpkeCiphertext sealWith(byte[] info, boolean withAad) {
        HPKE hpke = new HPKE(HPKE.mode_base, HPKE.kem_P256_SHA256, HPKE.kdf_HKDF_SHA256, HPKE.aead_AES_GCM256);
        HPKEContextWithEncapsulation ctx = hpke.setupBaseS(hpke.deserializePublicKey(recipient.publicKey().uncompressed()), info);
        P256PublicKey enc = P256PublicKey.fromBytes(ctx.getEncapsulation());
        byte[] aad = withAad ? concat(enc.uncompressed(), recipient.publicKey().uncompressed()) : new byte[0];
        try {
            return new HpkeCiphertext(enc, ctx.seal(aad, message));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
