package net.ccpay.auth.wallet.crypto;

import org.junit.jupiter.api.Test;

import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The BIP-39 reference vectors (trezor/python-mnemonic vectors.json, English) and the phrase checks. */
class Bip39Test {

    static String phrase(String entropyHex) {
        return Bip39.mnemonic(HexFormat.of().parseHex(entropyHex));
    }

    @Test
    void referenceVectors() {
        assertEquals("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
                phrase("00000000000000000000000000000000"));
        assertEquals("legal winner thank year wave sausage worth useful legal winner thank yellow",
                phrase("7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f"));
        assertEquals("letter advice cage absurd amount doctor acoustic avoid letter advice cage above",
                phrase("80808080808080808080808080808080"));
        assertEquals("zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong", phrase("ffffffffffffffffffffffffffffffff"));
        assertEquals("jelly better achieve collect unaware mountain thought cargo oxygen act hood bridge",
                phrase("77c2b00716cec7213839159e404db50d"));
        assertEquals("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon"
                        + " abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art",
                phrase("0000000000000000000000000000000000000000000000000000000000000000"));
    }

    @Test
    void generatedPhrasesAreTwelveValidWordsAndFresh() {
        String a = Bip39.generate();
        assertEquals(12, a.split(" ").length);
        assertTrue(Bip39.isValid(a), a);
        assertNotEquals(a, Bip39.generate());
    }

    @Test
    void aWrongChecksumOrUnknownWordIsNotValid() {
        assertFalse(Bip39.isValid("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon"));
        assertFalse(Bip39.isValid("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon bitcoinz"));
        assertThrows(IllegalArgumentException.class, () -> Bip39.mnemonic(new byte[15]));
    }
}
