package net.ccpay.auth.wallet.credentials.api;

import jakarta.json.JsonObject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.auth.wallet.credentials.application.CredentialAdmin;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.crypto.ClientPublicKey;
import net.ccpay.auth.wallet.passkey.PasskeyAssertionResponse;
import net.ccpay.auth.wallet.passkey.PasskeyAttestation;
import net.ccpay.auth.wallet.sessions.api.WalletRequests;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.RequestRecords;

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
    static final String ACCOUNT_ID =
            "^InternalAccount:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";
    static final String BASE64URL = "^(?=.{1," + MAX_ENCODED_CHARS + "}$)[A-Za-z0-9_-]+={0,2}$";
    static final String CHALLENGE = "^(?=.{16,1024}$)[A-Za-z0-9_-]+={0,2}$";
    /** The contract's passkey nickname: 1-100 letters, numbers, spaces and . _ - ' ( ), surrounding whitespace ignored. */
    static final Pattern NICKNAME = Pattern.compile("^[\\p{L}\\p{N} ._'()-]{1,100}$");

    private static final String REQUIRED = "is required";
    private static final String LENGTH = "must be {min} to {max} characters long";
    private static final String BASE64URL_TEXT = "must be base64url";

    /** The type every credential body names (its other fields depend on it). */
    record Typed(@NotNull(message = REQUIRED) @OneOf({"EMAIL_OTP", "SMS_OTP", "OAUTH", "PASSKEY"}) String type) {}

    record Create(
            @NotNull(message = REQUIRED) @OneOf({"EMAIL_OTP", "SMS_OTP", "OAUTH", "PASSKEY"}) String type,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = ACCOUNT_ID,
                    message = "must be an internal account id (InternalAccount:<uuid>)") String accountId) {}

    record OidcToken(@NotNull(message = REQUIRED) @Size(min = 1, max = MAX_ENCODED_CHARS, message = LENGTH) String oidcToken) {}

    record Attestation(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT) String credentialId,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT) String clientDataJson,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT)
            String attestationObject,
            @Size(max = 5, message = "must be an array of at most {max} items")
            List<@OneOf({"usb", "nfc", "ble", "internal", "hybrid"}) String> transports) {}

    record PasskeyCreate(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 1000, message = LENGTH) String nickname,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = CHALLENGE,
                    message = "must be the base64url WebAuthn registration challenge (16 to 1024 characters)") String challenge,
            @NotNull(message = REQUIRED) @Valid Attestation attestation) {}

    record OtpVerify(@NotNull(message = REQUIRED) @Size(min = 1, max = 64 * 1024, message = LENGTH) String encryptedOtpBundle) {}

    record Assertion(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT) String credentialId,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT) String clientDataJson,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT)
            String authenticatorData,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT) String signature,
            @jakarta.validation.constraints.Pattern(regexp = BASE64URL, message = BASE64URL_TEXT) String userHandle) {}

    record PasskeyVerify(@NotNull(message = REQUIRED) @Valid Assertion assertion) {}

    private CredentialRequests() {}

    /** A verify request: its type and the fields of that type. */
    record Verify(AuthCredential.Type type, String encryptedOtpBundle, String oidcToken, ClientPublicKey clientPublicKey,
                  PasskeyAssertionResponse assertion) {}

    static CredentialAdmin.NewCredential create(JsonObject body) {
        FieldErrors errors = new FieldErrors();
        Create base = RequestRecords.read(body, Create.class, errors);
        AuthCredential.Type type = valid(errors, "type", base.type()) == null ? null : AuthCredential.Type.valueOf(base.type());
        String accountId = valid(errors, "accountId", base.accountId());
        CredentialAdmin.NewCredential out = null;
        if (type == AuthCredential.Type.OAUTH) {
            OidcToken o = RequestRecords.read(body, OidcToken.class, errors);
            out = new CredentialAdmin.NewCredential(type, accountId, valid(errors, "oidcToken", o.oidcToken()), null, null, null);
        } else if (type == AuthCredential.Type.PASSKEY) {
            PasskeyCreate p = RequestRecords.read(body, PasskeyCreate.class, errors);
            String nickname = nickname(valid(errors, "nickname", p.nickname()), errors);
            Attestation a = p.attestation();
            PasskeyAttestation attestation = a == null ? null : new PasskeyAttestation(a.credentialId(), a.clientDataJson(),
                    a.attestationObject(), a.transports() == null ? List.of() : a.transports());
            out = new CredentialAdmin.NewCredential(type, accountId, null, nickname, p.challenge(), attestation);
        } else if (type != null) {
            out = new CredentialAdmin.NewCredential(type, accountId, null, null, null, null);
        }
        errors.throwIfAny();
        return out;
    }

    /** The verify body of {@code credentialType}: a type that is not the credential's is invalid too. */
    static Verify verify(JsonObject body, AuthCredential.Type credentialType) {
        FieldErrors errors = new FieldErrors();
        Typed t = RequestRecords.read(body, Typed.class, errors);
        AuthCredential.Type type = valid(errors, "type", t.type()) == null ? null : AuthCredential.Type.valueOf(t.type());
        if (type != null && type != credentialType) {
            errors.add("type", FieldError.Constraint.oneOf(List.of(credentialType.name())), "must be the credential's type, " + credentialType.name());
        }
        Verify out = null;
        if (type == credentialType) {
            switch (type) {
                case EMAIL_OTP, SMS_OTP -> out = new Verify(type, RequestRecords.read(body, OtpVerify.class, errors).encryptedOtpBundle(),
                        null, null, null);
                case OAUTH -> {
                    OidcToken o = RequestRecords.read(body, OidcToken.class, errors);
                    ClientPublicKey key = WalletRequests.clientPublicKey(body, errors);
                    out = new Verify(type, null, o.oidcToken(), key, null);
                }
                case PASSKEY -> {
                    Assertion a = RequestRecords.read(body, PasskeyVerify.class, errors).assertion();
                    out = new Verify(type, null, null, null, a == null ? null : new PasskeyAssertionResponse(a.credentialId(),
                            a.clientDataJson(), a.authenticatorData(), a.signature(), a.userHandle()));
                }
            }
        }
        errors.throwIfAny();
        return out;
    }

    /** {@code value} if the field {@code name} was read without error, else null. */
    private static String valid(FieldErrors errors, String name, String value) {
        return errors.has(name) ? null : value;
    }

    /** The passkey nickname without its surrounding whitespace: 1-100 characters of the contract's set. */
    private static String nickname(String checked, FieldErrors errors) {
        if (checked == null) {
            return null;
        }
        String nickname = checked.strip();
        if (!NICKNAME.matcher(nickname).matches()) {
            errors.add("nickname", new FieldError.Constraint(null, NICKNAME.pattern(), null, 1, 100),
                    "must be 1 to 100 letters, numbers, spaces and . _ - ' ( )");
            return null;
        }
        return nickname;
    }
}
