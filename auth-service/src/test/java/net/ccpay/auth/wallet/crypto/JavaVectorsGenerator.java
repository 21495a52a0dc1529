package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.json.JsonP;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;

/**
 * Writes src/test/resources/java-vectors.json, once, for src/test/node/check-java-vectors.mjs to open
 * with the real client libraries. Off by default; run with
 * {@code mvn -pl auth-service -am test -Dtest=JavaVectorsGenerator -Dsurefire.failIfNoSpecifiedTests=false -DwriteJavaVectors=true}.
 * All private keys written are throw-away test keys.
 */
class JavaVectorsGenerator {

    @Test
    @EnabledIfSystemProperty(named = "writeJavaVectors", matches = "true")
    void writeJavaVectors() throws IOException {
        P256KeyPair client = P256KeyPair.generate();
        P256KeyPair session = P256KeyPair.generate();
        P256KeyPair target = P256KeyPair.generate();
        P256KeyPair quorum = P256KeyPair.generate();
        P256KeyPair tek = P256KeyPair.generate();
        P256KeyPair enclave = P256KeyPair.generate();
        String mnemonic = "legal winner thank year wave sausage worth useful legal winner thank yellow";
        String payload = "{\"type\":\"ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2\",\"note\":\"Zahlung für Café ☕ 日本語\"}";
        Instant iat = Instant.now();
        String token = VerificationToken.mint(enclave, "sandbox", tek.publicKey(), "AuthMethod:vectors", iat, Duration.ofDays(3650));

        String json = JsonP.createObjectBuilder()
                .add("comment", "Written by JavaVectorsGenerator with net.ccpay.auth.wallet.crypto; checked by src/test/node/check-java-vectors.mjs. Throw-away test keys.")
                .add("sessionKeyBundle", JsonP.createObjectBuilder()
                        .add("clientPrivateKey", client.privateKey().hex())
                        .add("clientPublicKeyUncompressed", client.publicKey().uncompressedHex())
                        .add("bundle", SessionKeyBundle.seal(client.publicKey(), session.privateKey()))
                        .add("sessionPrivateKey", session.privateKey().hex()))
                .add("exportBundle", JsonP.createObjectBuilder()
                        .add("clientPrivateKey", client.privateKey().hex())
                        .add("clientPublicKeyUncompressed", client.publicKey().uncompressedHex())
                        .add("organizationId", "org_java_vectors")
                        .add("bundle", WalletExportBundle.seal(client.publicKey(), mnemonic, "org_java_vectors"))
                        .add("mnemonic", mnemonic))
                .add("otpTarget", JsonP.createObjectBuilder()
                        .add("targetPrivateKey", target.privateKey().hex())
                        .add("quorumPublicUncompressed", quorum.publicKey().uncompressedHex())
                        .add("tekPrivateKey", tek.privateKey().hex())
                        .add("tekPublicKey", tek.publicKey().compressedHex())
                        .add("otpEncryptionTargetBundle", OtpBundles.targetBundle(target.publicKey(), quorum)))
                .add("stamp", JsonP.createObjectBuilder()
                        .add("payload", payload)
                        .add("header", ApiKeyStamp.stamp(tek, payload))
                        .add("publicKey", tek.publicKey().compressedHex()))
                .add("verificationToken", JsonP.createObjectBuilder()
                        .add("token", token)
                        .add("signerPublicUncompressed", enclave.publicKey().uncompressedHex())
                        .add("tekPublicKeyUncompressed", tek.publicKey().uncompressedHex()))
                .build().toString();
        Files.writeString(Vectors.JAVA, json + "\n", StandardCharsets.UTF_8);
    }
}
