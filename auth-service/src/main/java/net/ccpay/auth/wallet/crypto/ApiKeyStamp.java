package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The {@code Platform-Wallet-Signature} header (api-inventory §5.5), i.e. a Turnkey API-key stamp as
 * {@code ApiKeyStamper.stamp} writes it: base64url (no padding) of UTF-8 JSON
 * {@code {"publicKey":"<compressed hex>","scheme":"SIGNATURE_SCHEME_TK_API_P256","signature":"<DER hex>"}},
 * the signature being ECDSA P-256 SHA-256 over the exact UTF-8 bytes of the payload.
 *
 * <p>{@link #parse} fails with {@link WalletSignatureMalformed} (401 WALLET_SIGNATURE_MALFORMED);
 * {@link #verify} with {@link WalletSignatureInvalid} (401 WALLET_SIGNATURE_INVALID). Whether the key
 * belongs to an active session of the wallet is the caller's check, with {@link #publicKey()}.
 */
public record ApiKeyStamp(P256PublicKey publicKey, byte[] derSignature) {

    public static final String SCHEME = "SIGNATURE_SCHEME_TK_API_P256";
    /** A real header is ~300 characters. */
    public static final int MAX_HEADER_CHARS = 4 * 1024;

    public ApiKeyStamp {
        derSignature = derSignature.clone();
    }

    @Override
    public byte[] derSignature() {
        return derSignature.clone();
    }

    /** What a client's stamper does: sign {@code payload} and encode the header value. */
    public static String stamp(P256KeyPair key, String payload) {
        byte[] der = EcdsaP256.signDer(key.privateKey(), payload.getBytes(StandardCharsets.UTF_8));
        String json = JsonP.createObjectBuilder()
                .add("publicKey", key.publicKey().compressedHex())
                .add("scheme", SCHEME)
                .add("signature", Hex.encode(der))
                .build().toString();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    public static ApiKeyStamp parse(String headerValue) {
        if (headerValue == null || headerValue.isBlank()) {
            throw new WalletSignatureMalformed("wallet signature header is empty");
        }
        checkSize(headerValue);
        JsonObject stamp = json(decodeBase64Url(headerValue.strip()));
        checkScheme(stamp);
        return new ApiKeyStamp(publicKey(stamp), signature(stamp));
    }

    /** Step: verify over the exact UTF-8 bytes of the pending payload (no trimming, no re-serialization). */
    public void verify(String payloadToSign) {
        if (!EcdsaP256.verifyDer(publicKey, payloadToSign.getBytes(StandardCharsets.UTF_8), derSignature)) {
            throw new WalletSignatureInvalid("wallet signature does not verify over the payload");
        }
    }

    /** Step: bounded size, before decoding. */
    private static void checkSize(String headerValue) {
        if (headerValue.length() > MAX_HEADER_CHARS) {
            throw new WalletSignatureMalformed("wallet signature header is too large");
        }
    }

    /** Step: base64url; the stamper writes no padding, padding is tolerated. */
    private static byte[] decodeBase64Url(String value) {
        try {
            return Base64.getUrlDecoder().decode(value);
        } catch (IllegalArgumentException e) {
            throw new WalletSignatureMalformed("wallet signature header is not base64url");
        }
    }

    /** Step: UTF-8 JSON object (key order not relied on). */
    private static JsonObject json(byte[] decoded) {
        String text = WalletJson.utf8(decoded, WalletSignatureMalformed::new, "wallet signature");
        return WalletJson.parseObject(text, WalletSignatureMalformed::new, "wallet signature");
    }

    /** Step: scheme is SIGNATURE_SCHEME_TK_API_P256. */
    private static void checkScheme(JsonObject stamp) {
        String scheme = WalletJson.requiredString(stamp, "scheme", WalletSignatureMalformed::new);
        if (!SCHEME.equals(scheme)) {
            throw new WalletSignatureMalformed("wallet signature scheme is not " + SCHEME);
        }
    }

    /** Step: publicKey is a compressed P-256 point (66 hex). */
    private static P256PublicKey publicKey(JsonObject stamp) {
        String hex = WalletJson.requiredString(stamp, "publicKey", WalletSignatureMalformed::new);
        try {
            return P256PublicKey.fromCompressedHex(hex);
        } catch (InvalidP256PublicKey | MalformedHex e) {
            throw new WalletSignatureMalformed("wallet signature publicKey is not a compressed P-256 key");
        }
    }

    /** Step: signature is hex of a strict-DER ECDSA signature. */
    private static byte[] signature(JsonObject stamp) {
        String hex = WalletJson.requiredString(stamp, "signature", WalletSignatureMalformed::new);
        byte[] der;
        try {
            der = Hex.decode(hex, "signature");
        } catch (MalformedHex e) {
            throw new WalletSignatureMalformed("wallet signature is not hex");
        }
        if (!EcdsaP256.isDerSignature(der)) {
            throw new WalletSignatureMalformed("wallet signature is not a DER ECDSA signature");
        }
        return der;
    }

    @Override
    public String toString() {
        return "ApiKeyStamp[" + publicKey + "]";
    }
}
