package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;

import java.nio.charset.StandardCharsets;

/**
 * {@code encryptedWalletCredentials} (api-inventory §5.7): a JSON string
 * {@code {"version":"v1.0.0","data":hex(UTF-8 {"encappedPublic":"04…","ciphertext":hex,"organizationId":…}),
 * "dataSignature":"","enclaveQuorumPublic":""}} — the signature fields are empty in the sandbox, as the
 * spec says — with the mnemonic HPKE-sealed (§5.1) to the request's {@code clientPublicKey}.
 */
public final class WalletExportBundle {

    public static final String VERSION = "v1.0.0";
    public static final int MAX_BUNDLE_CHARS = 16 * 1024;

    private WalletExportBundle() {}

    public static String seal(P256PublicKey clientPublicKey, String mnemonic, String organizationId) {
        HpkeCiphertext sealed = Hpke.seal(clientPublicKey, mnemonic.getBytes(StandardCharsets.UTF_8));
        byte[] data = JsonP.createObjectBuilder()
                .add("encappedPublic", sealed.encappedPublic().uncompressedHex())
                .add("ciphertext", Hex.encode(sealed.ciphertext()))
                .add("organizationId", organizationId)
                .build().toString().getBytes(StandardCharsets.UTF_8);
        return JsonP.createObjectBuilder()
                .add("version", VERSION)
                .add("data", Hex.encode(data))
                .add("dataSignature", "")
                .add("enclaveQuorumPublic", "")
                .build().toString();
    }

    /** What a client does (without the enclave signature, which the sandbox leaves empty). */
    public static String open(P256PrivateKey clientPrivateKey, String bundle, String expectedOrganizationId) {
        WalletJson.checkSize(bundle, MAX_BUNDLE_CHARS, "encryptedWalletCredentials");
        JsonObject envelope = WalletJson.parseObject(bundle, MalformedExportBundle::new, "export bundle");
        checkVersion(envelope);
        JsonObject data = signedData(envelope);
        checkOrganization(data, expectedOrganizationId);
        P256PublicKey enc = encappedPublic(data);
        byte[] ciphertext = hexField(data, "ciphertext");
        byte[] plaintext = Hpke.open(clientPrivateKey, new HpkeCiphertext(enc, ciphertext));
        return WalletJson.utf8(plaintext, MalformedExportBundle::new, "exported wallet");
    }

    /** Step: version v1.0.0. */
    private static void checkVersion(JsonObject envelope) {
        if (!VERSION.equals(WalletJson.requiredString(envelope, "version", MalformedExportBundle::new))) {
            throw new MalformedExportBundle("export bundle version is not " + VERSION);
        }
    }

    /** Step: {@code data} is hex of UTF-8 JSON. */
    private static JsonObject signedData(JsonObject envelope) {
        byte[] data = hexField(envelope, "data");
        return WalletJson.parseObject(WalletJson.utf8(data, MalformedExportBundle::new, "export bundle data"),
                MalformedExportBundle::new, "export bundle data");
    }

    /** Step: the bundle is for the expected organization. */
    private static void checkOrganization(JsonObject data, String expected) {
        if (!expected.equals(WalletJson.requiredString(data, "organizationId", MalformedExportBundle::new))) {
            throw new MalformedExportBundle("export bundle is for another organization");
        }
    }

    /** Step: {@code encappedPublic} is a 130-hex uncompressed point. */
    private static P256PublicKey encappedPublic(JsonObject data) {
        String hex = WalletJson.requiredString(data, "encappedPublic", MalformedExportBundle::new);
        if (hex.length() != 2 * P256.UNCOMPRESSED_BYTES) {
            throw new MalformedExportBundle("encappedPublic must be 130 hex characters");
        }
        return Hpke.encapsulatedKey(hexField(data, "encappedPublic"));
    }

    private static byte[] hexField(JsonObject object, String name) {
        String hex = WalletJson.requiredString(object, name, MalformedExportBundle::new);
        try {
            return Hex.decode(hex, name);
        } catch (MalformedHex e) {
            throw new MalformedExportBundle(name + " is not valid hex");
        }
    }
}
