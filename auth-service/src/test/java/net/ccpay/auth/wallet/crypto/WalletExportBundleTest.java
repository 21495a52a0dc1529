package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class WalletExportBundleTest {

    private static final String MNEMONIC = "legal winner thank year wave sausage worth useful legal winner thank yellow";
    private final P256KeyPair client = P256KeyPair.generate();

    private static JsonObject json(String s) {
        try (var r = JsonP.createReader(new StringReader(s))) {
            return r.readObject();
        }
    }

    @Test
    void theMnemonicOpensWithTheClientKey() {
        String bundle = WalletExportBundle.seal(client.publicKey(), MNEMONIC, "org_1");
        assertEquals(MNEMONIC, WalletExportBundle.open(client.privateKey(), bundle, "org_1"));
    }

    @Test
    void theEnvelopeHasEmptySandboxSignatureFields() {
        JsonObject envelope = json(WalletExportBundle.seal(client.publicKey(), MNEMONIC, "org_1"));
        assertEquals("v1.0.0", envelope.getString("version"));
        assertEquals("", envelope.getString("dataSignature"));
        assertEquals("", envelope.getString("enclaveQuorumPublic"));
        JsonObject data = json(new String(Hex.decode(envelope.getString("data"), "data"), StandardCharsets.UTF_8));
        assertEquals("org_1", data.getString("organizationId"));
        assertEquals(130, data.getString("encappedPublic").length());
    }

    @Test
    void aBundleForAnotherOrganizationIsRefused() {
        String bundle = WalletExportBundle.seal(client.publicKey(), MNEMONIC, "org_1");
        assertThrows(MalformedExportBundle.class, () -> WalletExportBundle.open(client.privateKey(), bundle, "org_2"));
    }

    @Test
    void anotherClientKeyCannotOpen() {
        String bundle = WalletExportBundle.seal(client.publicKey(), MNEMONIC, "org_1");
        assertThrows(CiphertextNotAuthentic.class, () -> WalletExportBundle.open(P256KeyPair.generate().privateKey(), bundle, "org_1"));
    }

    @Test
    void malformedEnvelopesAreRefused() {
        String good = WalletExportBundle.seal(client.publicKey(), MNEMONIC, "org_1");
        JsonObject envelope = json(good);
        for (String bad : new String[]{"", "[]", "{}",
                JsonP.createObjectBuilder(envelope).add("version", "v2").build().toString(),
                JsonP.createObjectBuilder(envelope).add("data", "xyz").build().toString(),
                JsonP.createObjectBuilder(envelope).add("data", Hex.encode("not json".getBytes(StandardCharsets.UTF_8))).build().toString()}) {
            assertThrows(MalformedExportBundle.class, () -> WalletExportBundle.open(client.privateKey(), bad, "org_1"), bad);
        }
    }

    @Test
    void aTamperedCiphertextIsRefused() {
        JsonObject envelope = json(WalletExportBundle.seal(client.publicKey(), MNEMONIC, "org_1"));
        JsonObject data = json(new String(Hex.decode(envelope.getString("data"), "data"), StandardCharsets.UTF_8));
        String ct = data.getString("ciphertext");
        String tampered = JsonP.createObjectBuilder(data).add("ciphertext", (ct.startsWith("0") ? "1" : "0") + ct.substring(1)).build().toString();
        String truncated = JsonP.createObjectBuilder(data).add("ciphertext", ct.substring(0, 8)).build().toString();
        for (var pair : new Object[][]{{tampered, CiphertextNotAuthentic.class}, {truncated, TruncatedCiphertext.class}}) {
            String bundle = JsonP.createObjectBuilder(envelope)
                    .add("data", Hex.encode(((String) pair[0]).getBytes(StandardCharsets.UTF_8))).build().toString();
            @SuppressWarnings("unchecked")
            Class<? extends Throwable> expected = (Class<? extends Throwable>) pair[1];
            assertThrows(expected, () -> WalletExportBundle.open(client.privateKey(), bundle, "org_1"));
        }
    }

    @Test
    void anOversizedBundleIsRefused() {
        assertThrows(OversizedInput.class,
                () -> WalletExportBundle.open(client.privateKey(), " ".repeat(WalletExportBundle.MAX_BUNDLE_CHARS + 1), "org_1"));
    }
}
