package net.ccpay.auth.wallet.crypto;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SessionKeyBundleTest {

    private final P256KeyPair client = P256KeyPair.generate();
    private final P256KeyPair session = P256KeyPair.generate();

    @Test
    void theSessionKeyOpensWithTheClientKey() {
        String bundle = SessionKeyBundle.seal(client.publicKey(), session.privateKey());
        assertEquals(session.privateKey(), SessionKeyBundle.open(client.privateKey(), bundle));
    }

    @Test
    void theBundleIsCompressedEncThenCiphertextAndTag() {
        byte[] raw = Base58Check.decode(SessionKeyBundle.seal(client.publicKey(), session.privateKey()));
        assertEquals(33 + 32 + 16, raw.length);
        assertEquals(true, raw[0] == 2 || raw[0] == 3);
    }

    @Test
    void anotherClientKeyCannotOpen() {
        String bundle = SessionKeyBundle.seal(client.publicKey(), session.privateKey());
        assertThrows(CiphertextNotAuthentic.class, () -> SessionKeyBundle.open(P256KeyPair.generate().privateKey(), bundle));
    }

    @Test
    void aBadChecksumIsRefused() {
        String bundle = SessionKeyBundle.seal(client.publicKey(), session.privateKey());
        char c = bundle.charAt(bundle.length() / 2);
        String bad = bundle.substring(0, bundle.length() / 2) + (c == '2' ? '3' : '2') + bundle.substring(bundle.length() / 2 + 1);
        assertThrows(BadBase58Checksum.class, () -> SessionKeyBundle.open(client.privateKey(), bad));
    }

    @Test
    void tooShortBundlesAreRefused() {
        byte[] enc = client.publicKey().compressed();
        assertThrows(MalformedSessionKeyBundle.class, () -> SessionKeyBundle.open(client.privateKey(), Base58Check.encode(enc)));
        byte[] encAndShortCt = Arrays.copyOf(enc, 33 + 10);
        encAndShortCt[0] = enc[0];
        assertThrows(TruncatedCiphertext.class, () -> SessionKeyBundle.open(client.privateKey(), Base58Check.encode(withEnc(enc, new byte[10]))));
    }

    @Test
    void aTamperedTagIsRefused() {
        byte[] raw = Base58Check.decode(SessionKeyBundle.seal(client.publicKey(), session.privateKey()));
        raw[raw.length - 1] ^= 0x01;
        assertThrows(CiphertextNotAuthentic.class, () -> SessionKeyBundle.open(client.privateKey(), Base58Check.encode(raw)));
    }

    @Test
    void anEncOffTheCurveIsRefused() {
        byte[] raw = Base58Check.decode(SessionKeyBundle.seal(client.publicKey(), session.privateKey()));
        raw[0] = 0x04;
        assertThrows(BadEncapsulatedKey.class, () -> SessionKeyBundle.open(client.privateKey(), Base58Check.encode(raw)));
    }

    @Test
    void aPlaintextThatIsNotAScalarIsRefused() {
        HpkeCiphertext sealed = Hpke.seal(client.publicKey(), new byte[31]);
        String bundle = Base58Check.encode(withEnc(sealed.encappedPublic().compressed(), sealed.ciphertext()));
        assertThrows(MalformedSessionKeyBundle.class, () -> SessionKeyBundle.open(client.privateKey(), bundle));
    }

    @Test
    void anOversizedBundleIsRefused() {
        assertThrows(OversizedInput.class, () -> SessionKeyBundle.open(client.privateKey(), "2".repeat(SessionKeyBundle.MAX_BUNDLE_CHARS + 1)));
    }

    static byte[] withEnc(byte[] enc, byte[] ct) {
        return HpkeTest.concat(enc, ct);
    }
}
