package net.ccpay.auth.wallet.sessions.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import net.ccpay.auth.wallet.crypto.ClientPublicKey;
import net.ccpay.auth.wallet.crypto.InvalidP256PublicKey;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.RequestRecords;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * What the wallet operations read at the edge alike: the wallet's account id, a JSON object body, a
 * {@code clientPublicKey}, and the headers of a signed retry.
 */
public final class WalletRequests {

    /** The {@code clientPublicKey} of a session or OAuth verify body. */
    record ClientKey(
            @NotNull(message = "is required")
            @Pattern(regexp = ClientPublicKey.REGEX, message = "must be a compressed (66 hex) or uncompressed (130 hex) P-256 public key")
            String clientPublicKey) {}

    private WalletRequests() {}

    /** The body as a JSON object, or 400 INVALID_INPUT (an absent body is an empty one). */
    public static JsonObject json(byte[] body) {
        String text = new String(body == null ? new byte[0] : body, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            return JsonValue.EMPTY_JSON_OBJECT;
        }
        try (var reader = JsonP.createReader(new StringReader(text))) {
            JsonValue v = reader.readValue();
            if (v.getValueType() == JsonValue.ValueType.OBJECT) {
                return v.asJsonObject();
            }
        } catch (RuntimeException e) {
            // falls through to the field error
        }
        throw InvalidFields.of("body", "must be a JSON object");
    }

    /** The body's required {@code clientPublicKey}: the contract's pattern, then a point on P-256. */
    public static ClientPublicKey clientPublicKey(JsonObject body) {
        FieldErrors errors = new FieldErrors();
        ClientPublicKey key = clientPublicKey(body, errors);
        errors.throwIfAny();
        return key;
    }

    /** As {@link #clientPublicKey(JsonObject)}, reporting into {@code errors} (null when invalid). */
    public static ClientPublicKey clientPublicKey(JsonObject body, FieldErrors errors) {
        ClientKey read = RequestRecords.read(body, ClientKey.class, errors);
        if (read.clientPublicKey() == null || errors.has("clientPublicKey")) {
            return null;
        }
        try {
            return ClientPublicKey.parse(read.clientPublicKey());
        } catch (InvalidP256PublicKey e) {
            errors.add("clientPublicKey", "is not a point on the P-256 curve");
            return null;
        }
    }

    /** The {@code accountId} query parameter every wallet list needs. */
    public static String requireAccountId(String accountId) {
        FieldErrors errors = new FieldErrors();
        if (accountId == null) {
            errors.add("accountId", "is required: the embedded wallet's internal account id");
        } else if (!Ids.hasType("InternalAccount", accountId)) {
            errors.add("accountId", FieldError.Constraint.pattern("^InternalAccount:[0-9a-f-]{36}$"), "is not an internal account id");
        }
        errors.throwIfAny();
        return accountId;
    }

    /** The {@code Request-Id} a passkey verify echoes from its challenge, or 401 REQUEST_ID_MISSING. */
    public static String requireRequestId(String requestId) {
        if (requestId == null || requestId.isBlank()) {
            throw WalletAuthFailure.requestIdMissing("The Request-Id header returned with the passkey challenge is required");
        }
        return requestId.strip();
    }

    /**
     * The signature headers of a signed flow: {@code Platform-Wallet-Signature} (or the Grid spelling)
     * and {@code Request-Id}. Neither means the first call; the retry needs both.
     */
    public record Signed(String stamp, String requestId) {

        public static Signed of(String signature, String gridSignature, String requestId) {
            return new Signed(signature != null ? signature : gridSignature, requestId);
        }

        public boolean firstCall() {
            return stamp == null && requestId == null;
        }

        /** The retry's stamp and Request-Id, or the 401 that names the missing one. */
        public Signed retry() {
            if (stamp == null) {
                throw WalletAuthFailure.signatureMissing();
            }
            if (requestId == null || requestId.isBlank()) {
                throw WalletAuthFailure.requestIdMissing();
            }
            return new Signed(stamp, requestId.strip());
        }
    }
}
