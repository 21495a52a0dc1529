package net.ccpay.auth.wallet.crypto;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SessionSigningKeyTest {

    private final P256KeyPair client = P256KeyPair.generate();

    @Test
    void aCompressedClientKeyIsTheSessionKeyAndNothingIsReturned() {
        SessionSigningKey key = SessionSigningKey.forClient(ClientPublicKey.parse(client.publicKey().compressedHex()));

        assertEquals(client.publicKey(), key.sessionPublicKey());
        assertNull(key.encryptedSessionSigningKey());
    }

    @Test
    void anUncompressedClientKeyGetsAFreshSessionKeySealedToIt() {
        SessionSigningKey key = SessionSigningKey.forClient(ClientPublicKey.parse(client.publicKey().uncompressedHex()));

        assertNotEquals(client.publicKey(), key.sessionPublicKey());
        assertNotNull(key.encryptedSessionSigningKey());
        P256PrivateKey opened = SessionKeyBundle.open(client.privateKey(), key.encryptedSessionSigningKey());
        assertEquals(key.sessionPublicKey(), opened.publicKey());
        assertFalse(key.toString().contains(key.encryptedSessionSigningKey()));
    }

    @Test
    void eachLegacyLoginGetsItsOwnSessionKey() {
        ClientPublicKey legacy = ClientPublicKey.parse(client.publicKey().uncompressedHex());
        assertNotEquals(SessionSigningKey.forClient(legacy).sessionPublicKey(), SessionSigningKey.forClient(legacy).sessionPublicKey());
    }

    @Test
    void theClientKeyKeepsItsTextAndForm() {
        String upper = client.publicKey().compressedHex().toUpperCase();
        ClientPublicKey key = ClientPublicKey.parse(upper);

        assertEquals(upper, key.text());
        assertTrue(key.compressed());
        assertFalse(ClientPublicKey.parse(client.publicKey().uncompressedHex()).compressed());
    }

    @Test
    void aClientKeyOfAnotherShapeOrOffTheCurveIsRefused() {
        for (String text : new String[] {null, "", "04", "05" + "ab".repeat(32), "02" + "zz".repeat(32),
                client.publicKey().compressedHex() + "00", "04" + "00".repeat(64), "02" + "ff".repeat(32)}) {
            assertThrows(InvalidP256PublicKey.class, () -> ClientPublicKey.parse(text), String.valueOf(text));
        }
    }
}
