package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.json.JsonP;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ApiKeyStampTest {

    private final P256KeyPair key = P256KeyPair.generate();
    private static final String PAYLOAD = "{\"type\":\"ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2\",\"timestampMs\":\"1746736509954\"}";

    private static String header(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    private String stampJson(String publicKey, String scheme, String signature) {
        return JsonP.createObjectBuilder().add("publicKey", publicKey).add("scheme", scheme).add("signature", signature).build().toString();
    }

    private String goodSignatureHex() {
        return Hex.encode(EcdsaP256.signDer(key.privateKey(), PAYLOAD.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aStampVerifiesOverItsPayloadAndNamesItsKey() {
        ApiKeyStamp stamp = ApiKeyStamp.parse(ApiKeyStamp.stamp(key, PAYLOAD));
        assertEquals(key.publicKey(), stamp.publicKey());
        assertDoesNotThrow(() -> stamp.verify(PAYLOAD));
    }

    @Test
    void aStampOverAnotherPayloadIsInvalid() {
        ApiKeyStamp stamp = ApiKeyStamp.parse(ApiKeyStamp.stamp(key, PAYLOAD));
        assertThrows(WalletSignatureInvalid.class, () -> stamp.verify(PAYLOAD + " "));
        assertThrows(WalletSignatureInvalid.class, () -> stamp.verify(PAYLOAD.strip().replace("1746", "1747")));
    }

    @Test
    void aStampByAnotherKeyClaimingThisKeyIsInvalid() {
        String forged = stampJson(key.publicKey().compressedHex(), ApiKeyStamp.SCHEME,
                Hex.encode(EcdsaP256.signDer(P256KeyPair.generate().privateKey(), PAYLOAD.getBytes(StandardCharsets.UTF_8))));
        assertThrows(WalletSignatureInvalid.class, () -> ApiKeyStamp.parse(header(forged)).verify(PAYLOAD));
    }

    @Test
    void paddingIsTolerated() {
        String json = stampJson(key.publicKey().compressedHex(), ApiKeyStamp.SCHEME, goodSignatureHex());
        String padded = Base64.getUrlEncoder().encodeToString(json.getBytes(StandardCharsets.UTF_8));
        assertDoesNotThrow(() -> ApiKeyStamp.parse(padded).verify(PAYLOAD));
    }

    @Test
    void keyOrderDoesNotMatter() {
        String json = JsonP.createObjectBuilder().add("signature", goodSignatureHex()).add("scheme", ApiKeyStamp.SCHEME)
                .add("publicKey", key.publicKey().compressedHex()).build().toString();
        assertDoesNotThrow(() -> ApiKeyStamp.parse(header(json)).verify(PAYLOAD));
    }

    @Test
    void aHighSSignatureIsAccepted() {
        byte[] der = EcdsaP256.signDer(key.privateKey(), PAYLOAD.getBytes(StandardCharsets.UTF_8));
        java.math.BigInteger[] rs;
        try {
            rs = org.bouncycastle.crypto.signers.StandardDSAEncoding.INSTANCE.decode(P256.DOMAIN.getN(), der);
            java.math.BigInteger otherS = P256.DOMAIN.getN().subtract(rs[1]);
            byte[] flipped = org.bouncycastle.crypto.signers.StandardDSAEncoding.INSTANCE.encode(P256.DOMAIN.getN(), rs[0], otherS);
            // one of s and n - s is high; both must verify
            assertDoesNotThrow(() -> ApiKeyStamp.parse(header(stampJson(key.publicKey().compressedHex(), ApiKeyStamp.SCHEME, Hex.encode(flipped)))).verify(PAYLOAD));
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void anotherSchemeIsMalformed() {
        String json = stampJson(key.publicKey().compressedHex(), "SIGNATURE_SCHEME_TK_API_SECP256K1", goodSignatureHex());
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(json)));
    }

    @Test
    void anUncompressedOrInvalidPublicKeyIsMalformed() {
        assertThrows(WalletSignatureMalformed.class,
                () -> ApiKeyStamp.parse(header(stampJson(key.publicKey().uncompressedHex(), ApiKeyStamp.SCHEME, goodSignatureHex()))));
        assertThrows(WalletSignatureMalformed.class,
                () -> ApiKeyStamp.parse(header(stampJson("02ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", ApiKeyStamp.SCHEME, goodSignatureHex()))));
        assertThrows(WalletSignatureMalformed.class,
                () -> ApiKeyStamp.parse(header(stampJson("zz" + key.publicKey().compressedHex().substring(2), ApiKeyStamp.SCHEME, goodSignatureHex()))));
    }

    @Test
    void aSignatureThatIsNotDerHexIsMalformed() {
        String pub = key.publicKey().compressedHex();
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(stampJson(pub, ApiKeyStamp.SCHEME, "xyz"))));
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(stampJson(pub, ApiKeyStamp.SCHEME, "abc"))));
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(stampJson(pub, ApiKeyStamp.SCHEME, "00".repeat(64)))));
        String der = goodSignatureHex();
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(stampJson(pub, ApiKeyStamp.SCHEME, der.substring(0, der.length() - 2)))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "not base64 !!", "e30", "W10", "bnVsbA", "eyJwdWJsaWNLZXkiOjF9", "/+/+"})
    void headersThatAreNotAStampAreMalformed(String header) {
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header));
    }

    @Test
    void aMissingFieldIsMalformed() {
        String json = JsonP.createObjectBuilder().add("publicKey", key.publicKey().compressedHex()).add("scheme", ApiKeyStamp.SCHEME).build().toString();
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(json)));
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(null));
    }

    @Test
    void anOversizedHeaderIsMalformed() {
        assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse("A".repeat(ApiKeyStamp.MAX_HEADER_CHARS + 1)));
    }

    @Test
    void failuresCarryTheBriefsCodes() {
        WalletSignatureMalformed malformed = assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse("e30"));
        assertEquals("WALLET_SIGNATURE_MALFORMED", malformed.code());
        assertEquals(net.ccpay.common.error.DomainException.Kind.UNAUTHORIZED, malformed.kind());
        WalletSignatureInvalid invalid = assertThrows(WalletSignatureInvalid.class,
                () -> ApiKeyStamp.parse(ApiKeyStamp.stamp(key, PAYLOAD)).verify("other"));
        assertEquals("WALLET_SIGNATURE_INVALID", invalid.code());
    }

    @Test
    void aNumberTooLongForTheParserIsAMalformedStampNotAServerError() {
        String json = "{\"publicKey\":\"" + key.publicKey().compressedHex() + "\",\"scheme\":\"" + ApiKeyStamp.SCHEME
                + "\",\"signature\":\"" + goodSignatureHex() + "\",\"n\":" + "1".repeat(1_200) + "}";
        WalletSignatureMalformed e = assertThrows(WalletSignatureMalformed.class, () -> ApiKeyStamp.parse(header(json)));
        assertEquals("wallet signature is not valid JSON", e.getMessage());
    }
}
