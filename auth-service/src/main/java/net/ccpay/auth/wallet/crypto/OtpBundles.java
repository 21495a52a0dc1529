package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.nio.charset.StandardCharsets;

/**
 * The two OTP bundles of api-inventory §5.2 and §5.3.
 *
 * <p>{@link #targetBundle} writes the {@code otpEncryptionTargetBundle} the server returns: a JSON string
 * {@code {"version":"v1.0.0","data":hex(UTF-8 {"targetPublic":"04…"}),"dataSignature":DER hex,
 * "enclaveQuorumPublic":"04…"}} where {@code dataSignature} is ECDSA-P256-SHA256 by the quorum key over
 * the hex-decoded {@code data} bytes — what {@code encryptOtpCodeToBundle} verifies.
 *
 * <p>{@link #open} reads the client's {@code encryptedOtpBundle} ({@code formatHpkeBuf} output, possibly
 * JSON-encoded once more by a CLI) and HPKE-opens it with the target private key of the challenge.
 */
public final class OtpBundles {

    public static final String VERSION = "v1.0.0";
    /** A real bundle is ~300 characters; anything near this is not one. */
    public static final int MAX_BUNDLE_CHARS = 8 * 1024;

    private OtpBundles() {}

    public static String targetBundle(P256PublicKey targetPublic, P256KeyPair quorum) {
        byte[] data = JsonP.createObjectBuilder()
                .add("targetPublic", targetPublic.uncompressedHex())
                .build().toString().getBytes(StandardCharsets.UTF_8);
        return JsonP.createObjectBuilder()
                .add("version", VERSION)
                .add("data", Hex.encode(data))
                .add("dataSignature", Hex.encode(EcdsaP256.signDer(quorum.privateKey(), data)))
                .add("enclaveQuorumPublic", quorum.publicKey().uncompressedHex())
                .build().toString();
    }

    public static OtpBundlePlaintext open(String encryptedOtpBundle, P256PrivateKey targetPrivate) {
        WalletJson.checkSize(encryptedOtpBundle, MAX_BUNDLE_CHARS, "encryptedOtpBundle");
        JsonObject bundle = bundleObject(encryptedOtpBundle);
        HpkeCiphertext message = new HpkeCiphertext(encappedPublic(bundle), ciphertext(bundle));
        byte[] plaintext = Hpke.open(targetPrivate, message);
        return plaintext(plaintext);
    }

    /** Step: a JSON object, or a JSON string holding one (double-encoded by some clients), once only. */
    private static JsonObject bundleObject(String input) {
        JsonValue value = WalletJson.parseValue(input, MalformedOtpBundle::new, "encryptedOtpBundle");
        if (value.getValueType() == JsonValue.ValueType.STRING) {
            return WalletJson.parseObject(((JsonString) value).getString(), MalformedOtpBundle::new, "encryptedOtpBundle");
        }
        if (value.getValueType() != JsonValue.ValueType.OBJECT) {
            throw new MalformedOtpBundle("encryptedOtpBundle is not a JSON object");
        }
        return value.asJsonObject();
    }

    /** Step: {@code encappedPublic} is 130 hex characters and a P-256 point. */
    private static P256PublicKey encappedPublic(JsonObject bundle) {
        String hex = WalletJson.requiredString(bundle, "encappedPublic", MalformedOtpBundle::new);
        if (hex.length() != 2 * P256.UNCOMPRESSED_BYTES) {
            throw new MalformedOtpBundle("encappedPublic must be 130 hex characters");
        }
        byte[] bytes;
        try {
            bytes = Hex.decode(hex, "encappedPublic");
        } catch (MalformedHex e) {
            throw new MalformedOtpBundle("encappedPublic is not valid hex");
        }
        return Hpke.encapsulatedKey(bytes);
    }

    /** Step: {@code ciphertext} is hex. */
    private static byte[] ciphertext(JsonObject bundle) {
        String hex = WalletJson.requiredString(bundle, "ciphertext", MalformedOtpBundle::new);
        try {
            return Hex.decode(hex, "ciphertext");
        } catch (MalformedHex e) {
            throw new MalformedOtpBundle("ciphertext is not valid hex");
        }
    }

    /** Step: the plaintext is UTF-8 JSON {@code {"otp_code": string, "public_key": P-256 hex}}. */
    private static OtpBundlePlaintext plaintext(byte[] plaintext) {
        JsonObject object = WalletJson.parseObject(WalletJson.utf8(plaintext, MalformedOtpPlaintext::new, "decrypted OTP bundle"), MalformedOtpPlaintext::new, "decrypted OTP bundle");
        String otpCode = WalletJson.requiredString(object, "otp_code", MalformedOtpPlaintext::new);
        String publicKey = WalletJson.requiredString(object, "public_key", MalformedOtpPlaintext::new);
        try {
            return new OtpBundlePlaintext(otpCode, P256PublicKey.fromHex(publicKey));
        } catch (InvalidP256PublicKey | MalformedHex e) {
            throw new MalformedOtpPlaintext("public_key is not a P-256 public key");
        }
    }
}
