package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.data.AttestationObject;
import com.yubico.webauthn.data.AuthenticatorData;
import com.yubico.webauthn.data.ByteArray;
import com.yubico.webauthn.data.CollectedClientData;
import com.yubico.webauthn.data.exception.Base64UrlException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The checks both ceremonies share, one method per step of W3C WebAuthn Level 3 §7.1 (registration) and
 * §7.2 (assertion). They run before Yubico's own ceremony so that each failure is a named exception with
 * its own {@code reason}; Yubico then re-runs the whole ceremony as the authority. Messages never echo
 * the client's values (challenges and origins are not reflected back).
 */
final class CeremonySteps {

    static final String TYPE_CREATE = "webauthn.create";
    static final String TYPE_GET = "webauthn.get";

    /** Encoded inputs above this size are refused before decoding (a COSE RSA-4096 key fits well). */
    private static final int MAX_ENCODED_CHARS = 16 * 1024;

    private CeremonySteps() {}

    /** Step: a required base64url field (padding tolerated, "+" and "/" refused) decodes to non-empty bytes. */
    static ByteArray base64Url(String value, String field) {
        if (value == null || value.isEmpty()) {
            throw new MalformedPasskeyInput(field + " is required");
        }
        if (value.length() > MAX_ENCODED_CHARS) {
            throw new MalformedPasskeyInput(field + " is too large");
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(value);
        } catch (IllegalArgumentException e) {
            throw new MalformedPasskeyInput(field + " is not base64url");
        }
        if (bytes.length == 0) {
            throw new MalformedPasskeyInput(field + " is empty");
        }
        return new ByteArray(bytes);
    }

    /** Step (§7.1 steps 5-6, §7.2 steps 9-10): clientDataJSON is UTF-8 JSON with type, challenge and origin. */
    static CollectedClientData clientData(ByteArray clientDataJson) {
        try {
            return new CollectedClientData(clientDataJson);
        } catch (IOException | Base64UrlException | RuntimeException e) {
            throw new MalformedPasskeyInput("clientDataJson is not a WebAuthn client data object");
        }
    }

    /** Step: authenticatorData parses (§6.1: rpIdHash, flags, signCount, optional attested data and extensions). */
    static AuthenticatorData authenticatorData(ByteArray bytes) {
        try {
            return new AuthenticatorData(bytes);
        } catch (RuntimeException e) {
            throw new MalformedPasskeyInput("authenticatorData is malformed");
        }
    }

    /** Step (§7.1 step 12): the attestation object is CBOR {fmt, attStmt, authData}. */
    static AttestationObject attestationObject(ByteArray bytes) {
        try {
            return new AttestationObject(bytes);
        } catch (IOException | RuntimeException e) {
            throw new MalformedPasskeyInput("attestationObject is malformed");
        }
    }

    /** Step (§7.1 step 7, §7.2 step 11): clientDataJSON.type names this ceremony. */
    static void checkType(CollectedClientData clientData, String expected) {
        if (!expected.equals(clientData.getType())) {
            throw new PasskeyCeremonyTypeMismatch("client data type is not " + expected);
        }
    }

    /**
     * Step (§7.1 step 8, §7.2 step 12): clientDataJSON.challenge (base64url-decoded) equals the issued
     * challenge bytes. Compared in constant time: the challenge is the one secret-ish value a client
     * could otherwise probe byte by byte.
     */
    static void checkChallenge(CollectedClientData clientData, ByteArray expected) {
        if (!MessageDigest.isEqual(expected.getBytes(), clientData.getChallenge().getBytes())) {
            throw new PasskeyChallengeMismatch("challenge does not match");
        }
    }

    /** Step (§7.1 step 9, §7.2 step 13): clientDataJSON.origin is exactly one of the relying party's origins. */
    static void checkOrigin(CollectedClientData clientData, PasskeyRelyingParty rp) {
        if (!rp.origins().contains(clientData.getOrigin())) {
            throw new PasskeyOriginMismatch("origin does not match the relying party");
        }
    }

    /** Step (§7.1 step 13, §7.2 step 15): rpIdHash is SHA-256 of the UTF-8 RP id. */
    static void checkRpIdHash(AuthenticatorData authData, PasskeyRelyingParty rp) {
        byte[] expected = sha256(rp.rpId().getBytes(StandardCharsets.UTF_8));
        if (!MessageDigest.isEqual(expected, authData.getRpIdHash().getBytes())) {
            throw new PasskeyRpIdMismatch("relying party id does not match");
        }
    }

    /** Step (§7.1 step 14, §7.2 step 16): the User Present flag (bit 0) is set. */
    static void checkUserPresent(AuthenticatorData authData) {
        if (!authData.getFlags().UP) {
            throw new PasskeyUserNotPresent("user presence flag is not set");
        }
    }

    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
    }
}
