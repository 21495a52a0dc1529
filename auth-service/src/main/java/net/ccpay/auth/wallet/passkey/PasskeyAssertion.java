package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.AssertionRequest;
import com.yubico.webauthn.AssertionResult;
import com.yubico.webauthn.FinishAssertionOptions;
import com.yubico.webauthn.RegisteredCredential;
import com.yubico.webauthn.RelyingParty;
import com.yubico.webauthn.data.AuthenticatorAssertionResponse;
import com.yubico.webauthn.data.AuthenticatorData;
import com.yubico.webauthn.data.ByteArray;
import com.yubico.webauthn.data.COSEAlgorithmIdentifier;
import com.yubico.webauthn.data.ClientAssertionExtensionOutputs;
import com.yubico.webauthn.data.CollectedClientData;
import com.yubico.webauthn.data.PublicKeyCredential;
import com.yubico.webauthn.data.PublicKeyCredentialDescriptor;
import com.yubico.webauthn.data.PublicKeyCredentialRequestOptions;
import com.yubico.webauthn.data.UserVerificationRequirement;
import com.yubico.webauthn.data.exception.Base64UrlException;
import com.yubico.webauthn.exception.AssertionFailedException;
import com.yubico.webauthn.exception.InvalidSignatureCountException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.HexFormat;
import java.util.List;

/**
 * The PASSKEY session ceremony (W3C WebAuthn Level 3 §7.2 "Verifying an Authentication Assertion") for
 * {@code POST /auth/credentials/{id}/challenge} and {@code .../verify} (api-inventory §5.7).
 *
 * <p><b>Challenge.</b> {@link #challengeFor} hashes a canonical session-creation body that embeds the
 * {@code clientPublicKey} the session key will be sealed to, so the authenticator's signature also binds
 * that key: {@code challenge = lowercase hex(SHA-256(body))}. The browser passes the 64-character hex
 * text through {@code TextEncoder}, so {@code clientDataJSON.challenge} is base64url of those 64 ASCII
 * bytes, and the expected challenge bytes here are the ASCII bytes of the hex text, not the 32-byte hash.
 *
 * <p><b>Order.</b> Inputs decode and parse (400 {@link MalformedPasskeyInput}); then one named step per
 * check, each its own 401 reason; then Yubico's {@code finishAssertion} re-runs the whole ceremony with an
 * in-memory repository holding only the stored credential. The sandbox's legacy literal signature is not
 * accepted by {@link #verify}: the service, in sandbox mode only, calls {@link #verifySandboxLegacy} instead
 * (see {@link SandboxLegacy}).
 */
public final class PasskeyAssertion {

    /** Parsing the stored key needs a RegisteredCredential, which needs some user handle. */
    private static final ByteArray NO_OWNER = new ByteArray(new byte[] {0});

    private PasskeyAssertion() {}

    /**
     * The challenge of a passkey session: lowercase hex of SHA-256 over the UTF-8 bytes of
     * <pre>{"clientPublicKey":"&lt;clientPublicKey&gt;","credentialId":"&lt;credentialId&gt;","requestId":"&lt;requestId&gt;"}</pre>
     * exactly: these three members in this (lexicographic) order, no whitespace, each value a JSON string
     * written as RFC 8785 (JCS) writes it ({@code "} and {@code \} escaped, U+0000-U+001F as {@code \b},
     * {@code \t}, {@code \n}, {@code \f}, {@code \r} or {@code \}{@code u00xx}, everything else literal).
     * Values are used as sent, not normalised: {@code clientPublicKey} is the hex text of the challenge
     * request, {@code credentialId} the stored base64url raw id, {@code requestId} the {@code Request:<uuid>}
     * returned with the challenge.
     */
    public static String challengeFor(String clientPublicKey, String credentialId, String requestId) {
        return HexFormat.of().formatHex(CeremonySteps.sha256(challengeBody(clientPublicKey, credentialId, requestId)));
    }

    /** The exact bytes {@link #challengeFor} hashes. */
    public static byte[] challengeBody(String clientPublicKey, String credentialId, String requestId) {
        String body = "{\"clientPublicKey\":" + jsonString(required(clientPublicKey, "clientPublicKey"))
                + ",\"credentialId\":" + jsonString(required(credentialId, "credentialId"))
                + ",\"requestId\":" + jsonString(required(requestId, "requestId"))
                + "}";
        return body.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Verifies an assertion against the stored credential and the challenge issued for this session.
     *
     * @param challenge the 64-character hex challenge returned by {@link #challengeFor} for this Request-Id
     * @return the verified assertion, with the signature counter to store
     */
    public static VerifiedAssertion verify(String challenge, PasskeyRelyingParty rp, PasskeyAssertionResponse response,
                                           StoredPasskey stored) {
        return run(challenge, rp, response, stored, false);
    }

    /**
     * The brief's legacy sandbox shortcut: an assertion whose {@code signature} is the literal of
     * {@link SandboxLegacy} passes every step of {@link #verify} except the signature (the named signature
     * step and Yubico's ceremony, which checks it again, are skipped): credential, user handle, type,
     * challenge, origin, RP id, user presence and counter are still checked. Only the service decides to
     * call this, and only in sandbox mode; any other signature value is refused here as malformed.
     */
    public static VerifiedAssertion verifySandboxLegacy(String challenge, PasskeyRelyingParty rp, PasskeyAssertionResponse response,
                                                        StoredPasskey stored) {
        if (response == null || !SandboxLegacy.isLegacyPasskeySignature(response.signature())) {
            throw new MalformedPasskeyInput("signature is not the sandbox legacy literal");
        }
        return run(challenge, rp, response, stored, true);
    }

    private static VerifiedAssertion run(String challenge, PasskeyRelyingParty rp, PasskeyAssertionResponse response,
                                         StoredPasskey stored, boolean legacySignature) {
        ByteArray expectedChallenge = new ByteArray(required(challenge, "challenge").getBytes(StandardCharsets.US_ASCII));
        if (response == null) {
            throw new MalformedPasskeyInput("assertion is required");
        }
        ByteArray credentialId = CeremonySteps.base64Url(response.credentialId(), "credentialId");
        ByteArray clientDataJson = CeremonySteps.base64Url(response.clientDataJson(), "clientDataJson");
        ByteArray authenticatorDataBytes = CeremonySteps.base64Url(response.authenticatorData(), "authenticatorData");
        ByteArray signature = legacySignature ? null : CeremonySteps.base64Url(response.signature(), "signature");
        ByteArray responseUserHandle = response.userHandle() == null || response.userHandle().isEmpty()
                ? null : CeremonySteps.base64Url(response.userHandle(), "userHandle");
        CollectedClientData clientData = CeremonySteps.clientData(clientDataJson);
        AuthenticatorData authData = CeremonySteps.authenticatorData(authenticatorDataBytes);

        checkCredentialIsTheStoredOne(credentialId, stored);
        ByteArray knownOwner = checkUserHandle(responseUserHandle, stored);
        CeremonySteps.checkType(clientData, CeremonySteps.TYPE_GET);
        CeremonySteps.checkChallenge(clientData, expectedChallenge);
        CeremonySteps.checkOrigin(clientData, rp);
        CeremonySteps.checkRpIdHash(authData, rp);
        CeremonySteps.checkUserPresent(authData);
        if (!legacySignature) {
            checkSignature(stored, authenticatorDataBytes, clientDataJson, signature);
        }
        checkCounterIncreased(authData, stored);
        if (legacySignature) {
            return new VerifiedAssertion(credentialId.getBase64Url(), authData.getSignatureCounter(), authData.getFlags().UV, knownOwner);
        }

        // Yubico identifies the user by a handle; when none is known yet, a stand-in derived from the id.
        ByteArray owner = knownOwner != null ? knownOwner : new ByteArray(CeremonySteps.sha256(credentialId.getBytes()));
        AssertionResult result = finishWithYubico(expectedChallenge, rp, stored, owner, credentialId, clientDataJson,
                authenticatorDataBytes, signature, responseUserHandle);
        return new VerifiedAssertion(credentialId.getBase64Url(), result.getSignatureCount(), result.isUserVerified(),
                knownOwner);
    }

    /** Step (§7.2 step 5): the credential used is the stored one (allowCredentials holds only it). */
    private static void checkCredentialIsTheStoredOne(ByteArray credentialId, StoredPasskey stored) {
        if (stored == null || !credentialId.getBase64Url().equals(PasskeyRegistration.canonical(stored.credentialId()))) {
            throw new PasskeyCredentialMismatch("credential id is not registered for this credential");
        }
    }

    /**
     * Step (§7.2 step 6): when the authenticator returns a userHandle and the owner's handle is known, they
     * are equal. When none is stored yet (the client chose {@code user.id} at registration and the
     * attestation does not carry it), the returned one becomes the owner's, for the service to store.
     * Returns the owner's handle, or null when neither is known.
     */
    private static ByteArray checkUserHandle(ByteArray responseUserHandle, StoredPasskey stored) {
        if (stored.userHandle() != null) {
            if (responseUserHandle != null && !responseUserHandle.equals(stored.userHandle())) {
                throw new PasskeyUserHandleMismatch("user handle does not match the credential's owner");
            }
            return stored.userHandle();
        }
        return responseUserHandle;
    }

    /**
     * Step (§7.2 steps 19-20): the signature verifies over {@code authenticatorData || SHA-256(clientDataJSON)}
     * with the stored COSE key, for the algorithm the key names (ES256 with a DER signature, RS256, EdDSA...).
     * A signature that is not even well-formed (for example not DER for ES256) is a bad signature too.
     */
    private static void checkSignature(StoredPasskey stored, ByteArray authenticatorData, ByteArray clientDataJson,
                                       ByteArray signature) {
        COSEAlgorithmIdentifier alg = COSEAlgorithmIdentifier.fromPublicKey(stored.cosePublicKey())
                .orElseThrow(() -> new IllegalStateException("the stored COSE key names no known algorithm"));
        PublicKey key;
        try {
            key = PasskeyRegistration.registeredCredential(stored, NO_OWNER).getParsedPublicKey();
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("the stored COSE key does not parse", e);
        }
        byte[] signedBytes = authenticatorData.concat(new ByteArray(CeremonySteps.sha256(clientDataJson.getBytes()))).getBytes();
        boolean valid;
        try {
            Signature verifier = Signature.getInstance(javaAlgorithm(alg));
            verifier.initVerify(key);
            verifier.update(signedBytes);
            valid = verifier.verify(signature.getBytes());
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            valid = false;
        }
        if (!valid) {
            throw new PasskeySignatureInvalid("assertion signature is invalid");
        }
    }

    private static String javaAlgorithm(COSEAlgorithmIdentifier alg) {
        return switch (alg) {
            case EdDSA, Ed25519 -> "Ed25519";
            case Ed448 -> "Ed448";
            case ES256 -> "SHA256withECDSA";
            case ES384 -> "SHA384withECDSA";
            case ES512 -> "SHA512withECDSA";
            case RS256 -> "SHA256withRSA";
            case RS384 -> "SHA384withRSA";
            case RS512 -> "SHA512withRSA";
            case RS1 -> "SHA1withRSA";
        };
    }

    /**
     * Step (§7.2 step 21, §6.1.1): when either the stored or the new counter is non-zero, the new one is
     * greater; otherwise the assertion is a replay or comes from a cloned authenticator. Both zero means
     * the authenticator keeps no counter (common for synced passkeys) and is accepted.
     */
    private static void checkCounterIncreased(AuthenticatorData authData, StoredPasskey stored) {
        long received = authData.getSignatureCounter();
        long before = stored.signatureCount();
        if ((received != 0 || before != 0) && received <= before) {
            throw new PasskeyCounterNotIncreased("signature counter did not increase");
        }
    }

    /** §7.2 again, by Yubico, against a repository holding only the stored credential of this owner. */
    private static AssertionResult finishWithYubico(ByteArray challenge, PasskeyRelyingParty rp, StoredPasskey stored,
                                                    ByteArray owner, ByteArray credentialId, ByteArray clientDataJson,
                                                    ByteArray authenticatorData, ByteArray signature,
                                                    ByteArray responseUserHandle) {
        RegisteredCredential credential = PasskeyRegistration.registeredCredential(stored, owner);
        RelyingParty relyingParty = PasskeyRegistration.relyingParty(rp, new InMemoryCredentials(owner, List.of(credential)));
        PublicKeyCredentialRequestOptions options = PublicKeyCredentialRequestOptions.builder()
                .challenge(challenge)
                .rpId(rp.rpId())
                .allowCredentials(List.of(PublicKeyCredentialDescriptor.builder().id(credential.getCredentialId()).build()))
                .userVerification(UserVerificationRequirement.PREFERRED)
                .build();
        AssertionRequest request = AssertionRequest.builder()
                .publicKeyCredentialRequestOptions(options)
                .userHandle(owner)
                .build();
        try {
            AuthenticatorAssertionResponse assertion = AuthenticatorAssertionResponse.builder()
                    .authenticatorData(authenticatorData)
                    .clientDataJSON(clientDataJson)
                    .signature(signature)
                    .userHandle(responseUserHandle)
                    .build();
            PublicKeyCredential<AuthenticatorAssertionResponse, ClientAssertionExtensionOutputs> pkc =
                    PublicKeyCredential.<AuthenticatorAssertionResponse, ClientAssertionExtensionOutputs>builder()
                            .id(credentialId)
                            .response(assertion)
                            .clientExtensionResults(ClientAssertionExtensionOutputs.builder().build())
                            .build();
            AssertionResult result = relyingParty.finishAssertion(
                    FinishAssertionOptions.builder().request(request).response(pkc).build());
            if (!result.isSuccess()) {
                throw new PasskeyAssertionRejected("assertion was rejected");
            }
            return result;
        } catch (IOException | Base64UrlException e) {
            throw new MalformedPasskeyInput("assertion is malformed");
        } catch (InvalidSignatureCountException e) {
            throw new PasskeyCounterNotIncreased("signature counter did not increase");
        } catch (AssertionFailedException e) {
            throw new PasskeyAssertionRejected("assertion was rejected");
        }
    }

    private static String required(String value, String field) {
        if (value == null || value.isEmpty()) {
            throw new MalformedPasskeyInput(field + " is required");
        }
        return value;
    }

    /** A JSON string as RFC 8785 §3.2.2.2 serialises it. */
    private static String jsonString(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
