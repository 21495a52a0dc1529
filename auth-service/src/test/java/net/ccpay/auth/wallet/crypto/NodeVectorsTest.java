package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Vectors made by the real client libraries (src/test/node/gen-vectors.mjs), read by our code. */
class NodeVectorsTest {

    private static final JsonObject V = Vectors.read(Vectors.NODE);

    @Test
    void theLibrarysKeyPairsAreTheSamePointsInBothForms() {
        for (JsonValue item : V.getJsonArray("keys")) {
            JsonObject k = item.asJsonObject();
            P256PublicKey compressed = P256PublicKey.fromCompressedHex(k.getString("publicKey"));
            P256PublicKey uncompressed = P256PublicKey.fromUncompressedHex(k.getString("publicKeyUncompressed"));
            assertEquals(compressed, uncompressed);
            assertEquals(compressed, P256PrivateKey.fromHex(k.getString("privateKey")).publicKey());
            assertEquals(k.getString("publicKey"), uncompressed.compressedHex());
            assertEquals(k.getString("publicKeyUncompressed"), compressed.uncompressedHex());
        }
    }

    @Test
    void theClientsEncryptedOtpBundleOpensToTheCodeAndTheTek() {
        JsonObject otp = V.getJsonObject("otp");
        P256PrivateKey target = P256PrivateKey.fromHex(otp.getString("targetPrivateKey"));
        P256PublicKey tek = P256PublicKey.fromHex(otp.getString("tekPublicKeyUncompressed"));
        for (String field : new String[]{"encryptedOtpBundle", "encryptedOtpBundleDoubleEncoded", "encryptedOtpBundleCompressedTek"}) {
            OtpBundlePlaintext opened = OtpBundles.open(otp.getString(field), target);
            assertEquals("000000", opened.otpCode(), field);
            assertEquals(tek, opened.tekPublicKey(), field);
        }
        assertEquals("123456", OtpBundles.open(otp.getString("encryptedOtpBundleWrongCode"), target).otpCode());
    }

    @Test
    void theClientsOtpBundleDoesNotOpenWithAnotherKeyOrWhenTampered() {
        JsonObject otp = V.getJsonObject("otp");
        String bundle = otp.getString("encryptedOtpBundle");
        assertThrows(CiphertextNotAuthentic.class, () -> OtpBundles.open(bundle, P256KeyPair.generate().privateKey()));
        int at = bundle.indexOf("\"ciphertext\":\"") + 14;
        String tampered = bundle.substring(0, at) + (bundle.charAt(at) == '0' ? '1' : '0') + bundle.substring(at + 1);
        assertThrows(CiphertextNotAuthentic.class,
                () -> OtpBundles.open(tampered, P256PrivateKey.fromHex(otp.getString("targetPrivateKey"))));
    }

    @Test
    void everyStampOfTheStamperVerifiesOverItsPayload() {
        JsonObject stamps = V.getJsonObject("stamps");
        P256PublicKey key = P256PublicKey.fromHex(stamps.getString("publicKey"));
        int highS = 0;
        for (JsonValue item : stamps.getJsonArray("items")) {
            JsonObject s = item.asJsonObject();
            ApiKeyStamp stamp = ApiKeyStamp.parse(s.getString("header"));
            assertEquals(key, stamp.publicKey());
            assertDoesNotThrow(() -> stamp.verify(s.getString("payload")), s.getString("runtime"));
            highS += s.getBoolean("highS") ? 1 : 0;
        }
        assertTrue(highS > 0, "the vectors hold a high-S stamp, which must verify");
    }

    @Test
    void aNonAsciiPayloadIsSignedOverItsUtf8Bytes() {
        JsonObject s = stampWith("日本語");
        assertDoesNotThrow(() -> ApiKeyStamp.parse(s.getString("header")).verify(s.getString("payload")));
        String latin1Reading = new String(s.getString("payload").getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
        assertThrows(WalletSignatureInvalid.class, () -> ApiKeyStamp.parse(s.getString("header")).verify(latin1Reading));
    }

    @Test
    void aStampWithOneFlippedSignatureByteIsInvalid() {
        for (JsonValue item : V.getJsonObject("stamps").getJsonArray("items")) {
            JsonObject s = item.asJsonObject();
            String json = new String(Base64.getUrlDecoder().decode(s.getString("header")), StandardCharsets.UTF_8);
            int sig = json.indexOf("\"signature\":\"") + 13;
            int lastByte = json.indexOf('"', sig) - 2; // flip the last byte of s: DER stays well-formed
            String flipped = json.substring(0, lastByte)
                    + String.format("%02x", Integer.parseInt(json.substring(lastByte, lastByte + 2), 16) ^ 0x01)
                    + json.substring(lastByte + 2);
            String header = Base64.getUrlEncoder().withoutPadding().encodeToString(flipped.getBytes(StandardCharsets.UTF_8));
            assertThrows(WalletSignatureInvalid.class, () -> ApiKeyStamp.parse(header).verify(s.getString("payload")));
        }
    }

    @Test
    void aStampOverAnotherPayloadIsInvalid() {
        JsonObject s = V.getJsonObject("stamps").getJsonArray("items").getJsonObject(0);
        assertThrows(WalletSignatureInvalid.class, () -> ApiKeyStamp.parse(s.getString("header")).verify(s.getString("payload") + " "));
        String trailingSpaces = stampWith(" leading").getString("payload");
        assertThrows(WalletSignatureInvalid.class,
                () -> ApiKeyStamp.parse(stampWith(" leading").getString("header")).verify(trailingSpaces.strip()));
    }

    @Test
    void aServerSessionKeyBundleFromTheLibrariesOpens() {
        JsonObject b = V.getJsonObject("sessionKeyBundle");
        P256PrivateKey opened = SessionKeyBundle.open(P256PrivateKey.fromHex(b.getString("clientPrivateKey")), b.getString("bundle"));
        assertEquals(b.getString("sessionPrivateKey"), opened.hex());
    }

    @Test
    void anExportBundleFromTheLibrariesOpens() {
        JsonObject b = V.getJsonObject("exportBundle");
        assertEquals(b.getString("mnemonic"),
                WalletExportBundle.open(P256PrivateKey.fromHex(b.getString("clientPrivateKey")), b.getString("bundle"), b.getString("organizationId")));
    }

    @Test
    void base58checkMatchesTheLibrary() {
        for (JsonValue item : V.getJsonArray("base58check")) {
            JsonObject v = item.asJsonObject();
            byte[] bytes = Hex.decode(v.getString("hex"), "hex");
            assertEquals(v.getString("encoded"), Base58Check.encode(bytes));
            assertArrayEquals(bytes, Base58Check.decode(v.getString("encoded")));
        }
    }

    private static JsonObject stampWith(String payloadFragment) {
        for (JsonValue item : V.getJsonObject("stamps").getJsonArray("items")) {
            if (item.asJsonObject().getString("payload").contains(payloadFragment)) {
                return item.asJsonObject();
            }
        }
        throw new AssertionError("no stamp vector with " + payloadFragment);
    }
}
