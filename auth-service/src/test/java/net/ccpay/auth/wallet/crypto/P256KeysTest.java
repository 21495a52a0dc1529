package net.ccpay.auth.wallet.crypto;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class P256KeysTest {

    // The generator G of P-256, in both forms (SEC 2 §2.4.2).
    static final String G_UNCOMPRESSED = "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
            + "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5";
    static final String G_COMPRESSED = "036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296";

    @Test
    void theSamePointReadFromEitherFormIsOneKey() {
        P256PublicKey a = P256PublicKey.fromHex(G_UNCOMPRESSED);
        P256PublicKey b = P256PublicKey.fromHex(G_COMPRESSED);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(G_COMPRESSED, a.compressedHex());
        assertEquals(G_UNCOMPRESSED, b.uncompressedHex());
        assertEquals(33, a.compressed().length);
        assertEquals(65, a.uncompressed().length);
    }

    @Test
    void upperCaseHexIsReadToo() {
        assertEquals(P256PublicKey.fromHex(G_COMPRESSED), P256PublicKey.fromHex(G_COMPRESSED.toUpperCase()));
    }

    @Test
    void privateKeyOneHasTheGeneratorAsItsPublicKey() {
        P256PrivateKey one = P256PrivateKey.fromHex("00".repeat(31) + "01");
        assertEquals(P256PublicKey.fromHex(G_UNCOMPRESSED), one.publicKey());
    }

    @Test
    void generatedKeyPairsRoundTripThroughBothForms() {
        P256KeyPair pair = P256KeyPair.generate();
        assertEquals(pair.publicKey(), P256PublicKey.fromHex(pair.publicKey().compressedHex()));
        assertEquals(pair.publicKey(), P256PublicKey.fromHex(pair.publicKey().uncompressedHex()));
        assertEquals(pair.privateKey(), P256PrivateKey.fromHex(pair.privateKey().hex()));
        assertNotEquals(pair.publicKey(), P256KeyPair.generate().publicKey());
    }

    @Test
    void aPrivateKeyNeverAppearsInItsTextForm() {
        P256KeyPair pair = P256KeyPair.generate();
        assertFalse(pair.privateKey().toString().contains(pair.privateKey().hex()));
        assertFalse(pair.toString().contains(pair.privateKey().hex()));
    }

    @Test
    void jcaFormsDescribeTheSameKey() {
        P256KeyPair pair = P256KeyPair.generate();
        assertEquals(pair.privateKey().d(), pair.privateKey().toJca().getS());
        assertEquals(pair.publicKey().point().getAffineXCoord().toBigInteger(), pair.publicKey().toJca().getW().getAffineX());
    }

    @Test
    void aPointOffTheCurveIsRefused() {
        String offCurve = G_UNCOMPRESSED.substring(0, 129) + (G_UNCOMPRESSED.endsWith("5") ? "6" : "5");
        assertEquals(130, offCurve.length());
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex(offCurve));
    }

    @Test
    void aCompressedXWithNoPointOnTheCurveIsRefused() {
        var curve = P256.DOMAIN.getCurve();
        long x = 1;
        while (curve.fromBigInteger(java.math.BigInteger.valueOf(x)).square().add(curve.getA())
                .multiply(curve.fromBigInteger(java.math.BigInteger.valueOf(x))).add(curve.getB()).sqrt() != null) {
            x++;
        }
        String xHex = String.format("%064x", x);
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex("02" + xHex));
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex("03" + xHex));
    }

    @Test
    void aCoordinateAtOrAboveThePrimeIsRefused() {
        String p = "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff";
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex("02" + p));
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex("04" + p + G_UNCOMPRESSED.substring(66)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "",
            "04",
            "00",
            "0400",
            "026b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2", // 32 bytes
            "056b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296", // bad prefix
    })
    void wrongLengthsAndPrefixesAreRefused(String hex) {
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex(hex));
    }

    @Test
    void aCompressedPrefixOnUncompressedLengthIsRefused() {
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromHex("02" + G_UNCOMPRESSED.substring(2)));
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromBytes(new byte[33]));
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromBytes(new byte[0]));
    }

    @Test
    void malformedHexIsRefused() {
        assertThrows(MalformedHex.class, () -> P256PublicKey.fromHex("0z" + G_COMPRESSED.substring(2)));
        assertThrows(MalformedHex.class, () -> P256PrivateKey.fromHex("g".repeat(64)));
        assertThrows(MalformedHex.class, () -> Hex.decode("abc", "x"));
    }

    @Test
    void formSpecificReadersRefuseTheOtherForm() {
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromCompressedHex(G_UNCOMPRESSED));
        assertThrows(InvalidP256PublicKey.class, () -> P256PublicKey.fromUncompressedHex(G_COMPRESSED));
    }

    @Test
    void privateScalarsMustBe32BytesInRange() {
        assertThrows(InvalidP256PrivateKey.class, () -> P256PrivateKey.fromBytes(new byte[31]));
        assertThrows(InvalidP256PrivateKey.class, () -> P256PrivateKey.fromBytes(new byte[33]));
        assertThrows(InvalidP256PrivateKey.class, () -> P256PrivateKey.fromBytes(new byte[32]));
        assertThrows(InvalidP256PrivateKey.class,
                () -> P256PrivateKey.fromHex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")); // n
        assertThrows(InvalidP256PrivateKey.class, () -> P256PrivateKey.fromHex("01"));
        assertArrayEquals(P256PrivateKey.fromHex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632550").bytes(),
                org.bouncycastle.util.BigIntegers.asUnsignedByteArray(32, P256.DOMAIN.getN().subtract(java.math.BigInteger.ONE)));
    }

    @Test
    void aKeyPairMustMatch() {
        assertThrows(InvalidP256PrivateKey.class,
                () -> new P256KeyPair(P256KeyPair.generate().privateKey(), P256KeyPair.generate().publicKey()));
    }

    @Test
    void failureMessagesAreForClientsAndCarryNoKeyMaterial() {
        InvalidP256PublicKey e = assertThrows(InvalidP256PublicKey.class,
                () -> P256PublicKey.fromHex(G_UNCOMPRESSED.substring(0, 128) + "00"));
        assertFalse(e.getMessage().contains(G_UNCOMPRESSED.substring(2, 20)));
        assertEquals("INVALID_INPUT", e.code());
    }
}
