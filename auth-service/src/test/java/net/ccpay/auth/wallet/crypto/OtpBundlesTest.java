package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OtpBundlesTest {

    private final P256KeyPair target = P256KeyPair.generate();
    private final P256KeyPair quorum = P256KeyPair.generate();
    private final P256KeyPair tek = P256KeyPair.generate();

    /** What a client does (§5.3), with our own HPKE. */
    private String clientBundle(String plaintextJson) {
        HpkeCiphertext sealed = Hpke.seal(target.publicKey(), plaintextJson.getBytes(StandardCharsets.UTF_8));
        return JsonP.createObjectBuilder()
                .add("encappedPublic", sealed.encappedPublic().uncompressedHex())
                .add("ciphertext", Hex.encode(sealed.ciphertext()))
                .build().toString();
    }

    private String plaintext(String code, String publicKeyHex) {
        return JsonP.createObjectBuilder().add("otp_code", code).add("public_key", publicKeyHex).build().toString();
    }

    private static JsonObject json(String text) {
        try (var r = JsonP.createReader(new StringReader(text))) {
            return r.readObject();
        }
    }

    @Test
    void theTargetBundleCarriesTheTargetKeySignedByTheQuorumKey() {
        JsonObject bundle = json(OtpBundles.targetBundle(target.publicKey(), quorum));
        assertEquals("v1.0.0", bundle.getString("version"));
        assertEquals(quorum.publicKey().uncompressedHex(), bundle.getString("enclaveQuorumPublic"));
        byte[] data = Hex.decode(bundle.getString("data"), "data");
        assertEquals(target.publicKey().uncompressedHex(), json(new String(data, StandardCharsets.UTF_8)).getString("targetPublic"));
        assertTrue(EcdsaP256.verifyDer(quorum.publicKey(), data, Hex.decode(bundle.getString("dataSignature"), "sig")));
    }

    @Test
    void aClientBundleOpensToTheCodeAndTheTek() {
        OtpBundlePlaintext opened = OtpBundles.open(clientBundle(plaintext("000000", tek.publicKey().uncompressedHex())), target.privateKey());
        assertEquals("000000", opened.otpCode());
        assertEquals(tek.publicKey(), opened.tekPublicKey());
        assertFalse(opened.toString().contains("000000"));
    }

    @Test
    void aCompressedTekIsTheSameKey() {
        OtpBundlePlaintext opened = OtpBundles.open(clientBundle(plaintext("000000", tek.publicKey().compressedHex())), target.privateKey());
        assertEquals(tek.publicKey(), opened.tekPublicKey());
    }

    @Test
    void aDoubleEncodedBundleIsTolerated() {
        String bundle = clientBundle(plaintext("000000", tek.publicKey().uncompressedHex()));
        String doubled = JsonP.createValue(bundle).toString();
        assertEquals(tek.publicKey(), OtpBundles.open(doubled, target.privateKey()).tekPublicKey());
    }

    @Test
    void aTripleEncodedBundleIsNot() {
        String bundle = clientBundle(plaintext("000000", tek.publicKey().uncompressedHex()));
        String tripled = JsonP.createValue(JsonP.createValue(bundle).toString()).toString();
        assertThrows(MalformedOtpBundle.class, () -> OtpBundles.open(tripled, target.privateKey()));
    }

    @Test
    void anotherTargetKeyCannotOpen() {
        String bundle = clientBundle(plaintext("000000", tek.publicKey().uncompressedHex()));
        assertThrows(CiphertextNotAuthentic.class, () -> OtpBundles.open(bundle, P256KeyPair.generate().privateKey()));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", "not json", "[]", "42", "{}", "{\"encappedPublic\":\"04\"}",
            "{\"encappedPublic\":1,\"ciphertext\":\"00\"}",
    })
    void bundlesThatAreNotTheFormatAreMalformed(String input) {
        assertThrows(MalformedOtpBundle.class, () -> OtpBundles.open(input, target.privateKey()));
    }

    @Test
    void malformedHexInTheBundleIsMalformed() {
        JsonObject good = json(clientBundle(plaintext("000000", tek.publicKey().uncompressedHex())));
        String badCt = JsonP.createObjectBuilder(good).add("ciphertext", "zz" + good.getString("ciphertext")).build().toString();
        String badEnc = JsonP.createObjectBuilder(good).add("encappedPublic", "zz" + good.getString("encappedPublic").substring(2)).build().toString();
        String compressedEnc = JsonP.createObjectBuilder(good)
                .add("encappedPublic", P256PublicKey.fromHex(good.getString("encappedPublic")).compressedHex()).build().toString();
        assertThrows(MalformedOtpBundle.class, () -> OtpBundles.open(badCt, target.privateKey()));
        assertThrows(MalformedOtpBundle.class, () -> OtpBundles.open(badEnc, target.privateKey()));
        assertThrows(MalformedOtpBundle.class, () -> OtpBundles.open(compressedEnc, target.privateKey()));
    }

    @Test
    void anEncappedKeyOffTheCurveIsRefused() {
        JsonObject good = json(clientBundle(plaintext("000000", tek.publicKey().uncompressedHex())));
        String enc = good.getString("encappedPublic");
        String off = enc.substring(0, 129) + (enc.endsWith("0") ? "1" : "0");
        String bad = JsonP.createObjectBuilder(good).add("encappedPublic", off).build().toString();
        assertThrows(BadEncapsulatedKey.class, () -> OtpBundles.open(bad, target.privateKey()));
    }

    @Test
    void aTruncatedOrTamperedCiphertextIsRefused() {
        JsonObject good = json(clientBundle(plaintext("000000", tek.publicKey().uncompressedHex())));
        String ct = good.getString("ciphertext");
        String truncated = JsonP.createObjectBuilder(good).add("ciphertext", ct.substring(0, 30)).build().toString();
        String flipped = JsonP.createObjectBuilder(good)
                .add("ciphertext", ct.substring(0, ct.length() - 2) + (ct.endsWith("00") ? "01" : "00")).build().toString();
        assertThrows(TruncatedCiphertext.class, () -> OtpBundles.open(truncated, target.privateKey()));
        assertThrows(CiphertextNotAuthentic.class, () -> OtpBundles.open(flipped, target.privateKey()));
    }

    @Test
    void anOversizedBundleIsRefusedBeforeParsing() {
        String huge = "{\"encappedPublic\":\"" + "0".repeat(OtpBundles.MAX_BUNDLE_CHARS) + "\"}";
        assertThrows(OversizedInput.class, () -> OtpBundles.open(huge, target.privateKey()));
    }

    @Test
    void aPlaintextThatIsNotTheOtpObjectIsRefused() {
        assertThrows(MalformedOtpPlaintext.class, () -> OtpBundles.open(clientBundle("not json"), target.privateKey()));
        assertThrows(MalformedOtpPlaintext.class, () -> OtpBundles.open(clientBundle("{\"otp_code\":\"000000\"}"), target.privateKey()));
        assertThrows(MalformedOtpPlaintext.class, () -> OtpBundles.open(clientBundle(plaintext("000000", "04abcd")), target.privateKey()));
        assertThrows(MalformedOtpPlaintext.class, () -> OtpBundles.open(clientBundle("{\"otp_code\":0,\"public_key\":\"" + tek.publicKey().compressedHex() + "\"}"), target.privateKey()));
    }

    @Test
    void aPlaintextThatIsNotUtf8IsRefused() {
        HpkeCiphertext sealed = Hpke.seal(target.publicKey(), new byte[]{(byte) 0xff, (byte) 0xfe, '{', '}'});
        String bundle = JsonP.createObjectBuilder()
                .add("encappedPublic", sealed.encappedPublic().uncompressedHex())
                .add("ciphertext", Hex.encode(sealed.ciphertext())).build().toString();
        assertThrows(MalformedOtpPlaintext.class, () -> OtpBundles.open(bundle, target.privateKey()));
    }

    @Test
    void failuresNeverEchoTheCodeOrTheCiphertext() {
        String bundle = clientBundle(plaintext("987654", "04abcd"));
        MalformedOtpPlaintext e = assertThrows(MalformedOtpPlaintext.class, () -> OtpBundles.open(bundle, target.privateKey()));
        assertFalse(e.getMessage().contains("987654"));
        assertFalse(e.getMessage().contains(json(bundle).getString("ciphertext").substring(0, 16)));
    }
}
