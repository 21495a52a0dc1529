package net.ccpay.auth.wallet.credentials.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.auth.wallet.credentials.application.CredentialAdmin;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.crypto.ClientPublicKey;
import net.ccpay.auth.wallet.passkey.PasskeyAssertionResponse;
import net.ccpay.auth.wallet.passkey.PasskeyAttestation;
import net.ccpay.auth.wallet.sessions.api.WalletRequests;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The request bodies of the credential operations (contract: AuthCredentialCreateRequestOneOf,
 * AuthCredentialVerifyRequestOneOf), discriminated by {@code type} and checked at once: every invalid
 * field in one 400. Encoded WebAuthn and OIDC values are bounded here (16 KiB each); their contents are
 * the ceremonies' to check.
 */
final class CredentialRequests {

    static final List<String> TYPES = List.of("EMAIL_OTP", "SMS_OTP", "OAUTH", "PASSKEY");
    static final int MAX_ENCODED_CHARS = 16 * 1024;
    static final Pattern ACCOUNT_ID = Pattern.compile(
            "^InternalAccount:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");
    static final Pattern BASE64URL = Pattern.compile("^(?=.{1," + MAX_ENCODED_CHARS + "}$)[A-Za-z0-9_-]+={0,2}$");
    static final Pattern CHALLENGE = Pattern.compile("^(?=.{16,1024}$)[A-Za-z0-9_-]+={0,2}$");
    /** The contract's passkey nickname: 1-100 letters, numbers, spaces and . _ - ' ( ), surrounding whitespace ignored. */
    static final Pattern NICKNAME = Pattern.compile("^[\\p{L}\\p{N} ._'()-]{1,100}$");

    private static final Shape TYPE = Shape.object().oneOf("type", true, TYPES);
    private static final Shape CREATE = Shape.object()
            .oneOf("type", true, TYPES)
            .pattern("accountId", true, ACCOUNT_ID, "an internal account id (InternalAccount:<uuid>)");
    private static final Shape OAUTH_CREATE = Shape.object().string("oidcToken", true, 1, MAX_ENCODED_CHARS);
    private static final Shape ATTESTATION = Shape.object()
            .pattern("credentialId", true, BASE64URL, "base64url")
            .pattern("clientDataJson", true, BASE64URL, "base64url")
            .pattern("attestationObject", true, BASE64URL, "base64url")
            .arrayOf("transports", false, 5, Shape.item().oneOf("transport", true, List.of("usb", "nfc", "ble", "internal", "hybrid")));
    private static final Shape PASSKEY_CREATE = Shape.object()
            .string("nickname", true, 1, 1000)
            .pattern("challenge", true, CHALLENGE, "the base64url WebAuthn registration challenge (16 to 1024 characters)")
            .nested("attestation", true, ATTESTATION);
    private static final Shape OTP_VERIFY = Shape.object().string("encryptedOtpBundle", true, 1, 64 * 1024);
    private static final Shape OAUTH_VERIFY = Shape.object().string("oidcToken", true, 1, MAX_ENCODED_CHARS);
    private static final Shape ASSERTION = Shape.object()
            .pattern("credentialId", true, BASE64URL, "base64url")
            .pattern("clientDataJson", true, BASE64URL, "base64url")
            .pattern("authenticatorData", true, BASE64URL, "base64url")
            .pattern("signature", true, BASE64URL, "base64url")
            .pattern("userHandle", false, BASE64URL, "base64url");
    private static final Shape PASSKEY_VERIFY = Shape.object().nested("assertion", true, ASSERTION);

    private CredentialRequests() {}

    /** A verify request: its type and the fields of that type. */
    record Verify(AuthCredential.Type type, String encryptedOtpBundle, String oidcToken, ClientPublicKey clientPublicKey,
                  PasskeyAssertionResponse assertion) {}

    static CredentialAdmin.NewCredential create(JsonObject body) {
        FieldErrors errors = new FieldErrors();
        JsonObject base = CREATE.check("", body, errors);
        AuthCredential.Type type = base.containsKey("type") ? AuthCredential.Type.valueOf(base.getString("type")) : null;
        String accountId = base.getString("accountId", null);
        CredentialAdmin.NewCredential out = null;
        if (type == AuthCredential.Type.OAUTH) {
            JsonObject o = OAUTH_CREATE.check("", body, errors);
            out = new CredentialAdmin.NewCredential(type, accountId, o.getString("oidcToken", null), null, null, null);
        } else if (type == AuthCredential.Type.PASSKEY) {
            JsonObject p = PASSKEY_CREATE.check("", body, errors);
            String nickname = nickname(p, errors);
            JsonObject a = p.containsKey("attestation") ? p.getJsonObject("attestation") : null;
            PasskeyAttestation attestation = a == null ? null : new PasskeyAttestation(a.getString("credentialId", null),
                    a.getString("clientDataJson", null), a.getString("attestationObject", null),
                    a.containsKey("transports") ? a.getJsonArray("transports").getValuesAs(JsonString::getString) : List.of());
            out = new CredentialAdmin.NewCredential(type, accountId, null, nickname, p.getString("challenge", null), attestation);
        } else if (type != null) {
            out = new CredentialAdmin.NewCredential(type, accountId, null, null, null, null);
        }
        errors.throwIfAny();
        return out;
    }

    /** The verify body of {@code credentialType}: a type that is not the credential's is invalid too. */
    static Verify verify(JsonObject body, AuthCredential.Type credentialType) {
        FieldErrors errors = new FieldErrors();
        JsonObject t = TYPE.check("", body, errors);
        AuthCredential.Type type = t.containsKey("type") ? AuthCredential.Type.valueOf(t.getString("type")) : null;
        if (type != null && type != credentialType) {
            errors.add("type", FieldError.Constraint.oneOf(List.of(credentialType.name())), "must be the credential's type, " + credentialType.name());
        }
        Verify out = null;
        if (type == credentialType) {
            switch (type) {
                case EMAIL_OTP, SMS_OTP -> out = new Verify(type, OTP_VERIFY.check("", body, errors).getString("encryptedOtpBundle", null),
                        null, null, null);
                case OAUTH -> {
                    JsonObject o = OAUTH_VERIFY.check("", body, errors);
                    ClientPublicKey key = WalletRequests.clientPublicKey(body, errors);
                    out = new Verify(type, null, o.getString("oidcToken", null), key, null);
                }
                case PASSKEY -> {
                    JsonObject a = PASSKEY_VERIFY.check("", body, errors).getJsonObject("assertion");
                    out = new Verify(type, null, null, null, a == null ? null : new PasskeyAssertionResponse(a.getString("credentialId", null),
                            a.getString("clientDataJson", null), a.getString("authenticatorData", null), a.getString("signature", null),
                            a.getString("userHandle", null)));
                }
            }
        }
        errors.throwIfAny();
        return out;
    }

    /** The passkey nickname without its surrounding whitespace: 1-100 characters of the contract's set. */
    private static String nickname(JsonObject checked, FieldErrors errors) {
        JsonValue v = checked.get("nickname");
        if (!(v instanceof JsonString s)) {
            return null;
        }
        String nickname = s.getString().strip();
        if (!NICKNAME.matcher(nickname).matches()) {
            errors.add("nickname", new FieldError.Constraint(null, NICKNAME.pattern(), null, 1, 100),
                    "must be 1 to 100 letters, numbers, spaces and . _ - ' ( )");
            return null;
        }
        return nickname;
    }
}
