package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * java-vectors.json is the file src/test/node/check-java-vectors.mjs accepted with the real client
 * libraries (pinned by its SHA-256), and the OTP bundle those libraries made against our target bundle
 * opens here: the Java → client → Java round trip of §5.2/5.3.
 */
class JavaVectorsTest {

    private static final JsonObject JAVA = Vectors.read(Vectors.JAVA);
    private static final JsonObject ACCEPTED = Vectors.read(Vectors.NODE_ANSWERS);

    @Test
    void theJavaVectorsAreTheOnesTheClientLibrariesAccepted() throws IOException {
        String sha256 = Hex.encode(EcdsaP256.sha256(Files.readAllBytes(Vectors.JAVA)));
        assertEquals(ACCEPTED.getString("javaVectorsSha256"), sha256);
    }

    @Test
    void theClientsOtpBundleAgainstOurTargetBundleOpens() {
        JsonObject otp = JAVA.getJsonObject("otpTarget");
        OtpBundlePlaintext opened = OtpBundles.open(ACCEPTED.getString("encryptedOtpBundleForJavaTarget"),
                P256PrivateKey.fromHex(otp.getString("targetPrivateKey")));
        assertEquals("000000", opened.otpCode());
        assertEquals(P256PublicKey.fromHex(otp.getString("tekPublicKey")), opened.tekPublicKey());
    }

    @Test
    void theJavaVectorsOpenInJavaToo() {
        JsonObject s = JAVA.getJsonObject("sessionKeyBundle");
        assertEquals(s.getString("sessionPrivateKey"),
                SessionKeyBundle.open(P256PrivateKey.fromHex(s.getString("clientPrivateKey")), s.getString("bundle")).hex());
        JsonObject e = JAVA.getJsonObject("exportBundle");
        assertEquals(e.getString("mnemonic"), WalletExportBundle.open(P256PrivateKey.fromHex(e.getString("clientPrivateKey")),
                e.getString("bundle"), e.getString("organizationId")));
        JsonObject st = JAVA.getJsonObject("stamp");
        assertDoesNotThrow(() -> ApiKeyStamp.parse(st.getString("header")).verify(st.getString("payload")));
        JsonObject t = JAVA.getJsonObject("verificationToken");
        VerificationClaims claims = VerificationToken.verify(t.getString("token"),
                P256PublicKey.fromHex(t.getString("signerPublicUncompressed")), Instant.now());
        assertEquals(P256PublicKey.fromHex(t.getString("tekPublicKeyUncompressed")), claims.tekPublicKey());
    }
}
