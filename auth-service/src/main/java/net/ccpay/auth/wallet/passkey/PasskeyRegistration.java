package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.FinishRegistrationOptions;
import com.yubico.webauthn.RegisteredCredential;
import com.yubico.webauthn.RegistrationResult;
import com.yubico.webauthn.RelyingParty;
import com.yubico.webauthn.StartRegistrationOptions;
import com.yubico.webauthn.data.AttestationObject;
import com.yubico.webauthn.data.AttestedCredentialData;
import com.yubico.webauthn.data.AuthenticatorAttestationResponse;
import com.yubico.webauthn.data.AuthenticatorData;
import com.yubico.webauthn.data.AuthenticatorTransport;
import com.yubico.webauthn.data.ByteArray;
import com.yubico.webauthn.data.ClientRegistrationExtensionOutputs;
import com.yubico.webauthn.data.CollectedClientData;
import com.yubico.webauthn.data.PublicKeyCredential;
import com.yubico.webauthn.data.PublicKeyCredentialCreationOptions;
import com.yubico.webauthn.data.RelyingPartyIdentity;
import com.yubico.webauthn.data.UserIdentity;
import com.yubico.webauthn.data.exception.Base64UrlException;
import com.yubico.webauthn.exception.RegistrationFailedException;

import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The PASSKEY registration ceremony (W3C WebAuthn Level 3 §7.1 "Registering a New Credential") for
 * {@code POST /auth/credentials}: the client ran {@code navigator.credentials.create} with the platform's
 * own registration challenge (base64url) and sends the attestation; we check it and return the credential
 * to store.
 *
 * <p>Order: decode and parse the inputs (400 {@link MalformedPasskeyInput}), then the named steps below,
 * each its own 401 reason, then Yubico's {@code finishRegistration} as the complete ceremony (algorithm
 * offered, attestation statement signature for "packed" and the other formats). Attestation trust is not
 * required: "none" and self-attestation are accepted, as the sandbox does not ask for trusted attestation.
 */
public final class PasskeyRegistration {

    private PasskeyRegistration() {}

    /**
     * @param challenge          the platform's registration challenge, base64url, as it issued it
     * @param rp                 the RP id and the allowed origins
     * @param attestation        what the client sent
     * @param alreadyRegistered  credentials already registered that could carry the same credential id (the
     *                           service passes at least any stored credential with this id); used only
     *                           inside this call
     */
    public static RegisteredPasskey verify(String challenge, PasskeyRelyingParty rp, PasskeyAttestation attestation,
                                           Collection<StoredPasskey> alreadyRegistered) {
        ByteArray expectedChallenge = CeremonySteps.base64Url(challenge, "challenge");
        if (attestation == null) {
            throw new MalformedPasskeyInput("attestation is required");
        }
        ByteArray credentialId = CeremonySteps.base64Url(attestation.credentialId(), "credentialId");
        ByteArray clientDataJson = CeremonySteps.base64Url(attestation.clientDataJson(), "clientDataJson");
        ByteArray attestationObjectBytes = CeremonySteps.base64Url(attestation.attestationObject(), "attestationObject");
        Set<AuthenticatorTransport> transports = transports(attestation.transports());
        CollectedClientData clientData = CeremonySteps.clientData(clientDataJson);
        AttestationObject attestationObject = CeremonySteps.attestationObject(attestationObjectBytes);
        AuthenticatorData authData = attestationObject.getAuthenticatorData();
        AttestedCredentialData attested = attestedCredentialData(authData);

        CeremonySteps.checkType(clientData, CeremonySteps.TYPE_CREATE);
        CeremonySteps.checkChallenge(clientData, expectedChallenge);
        CeremonySteps.checkOrigin(clientData, rp);
        CeremonySteps.checkRpIdHash(authData, rp);
        CeremonySteps.checkUserPresent(authData);
        checkCredentialIdIsTheAttestedOne(credentialId, attested);
        checkNotRegistered(credentialId, alreadyRegistered);

        RegistrationResult result = finishWithYubico(expectedChallenge, rp, credentialId, clientDataJson,
                attestationObjectBytes, transports, alreadyRegistered);
        return new RegisteredPasskey(
                result.getKeyId().getId().getBase64Url(),
                result.getPublicKeyCose(),
                result.getSignatureCount(),
                result.getAaguid(),
                attestationObject.getFormat(),
                result.isUserVerified(),
                transports.stream().map(AuthenticatorTransport::getId).sorted().toList());
    }

    /** Step: transports, when given, are the WebAuthn names (§5.8.4 AuthenticatorTransport). */
    private static Set<AuthenticatorTransport> transports(List<String> names) {
        Set<String> known = Set.of("usb", "nfc", "ble", "internal", "hybrid");
        for (String name : names) {
            if (name == null || !known.contains(name)) {
                throw new MalformedPasskeyInput("transports holds an unknown transport");
            }
        }
        return names.stream().map(AuthenticatorTransport::of).collect(Collectors.toUnmodifiableSet());
    }

    /** Step (§7.1 step 12, §6.5.1): the AT flag is set and attested credential data with a public key follows. */
    private static AttestedCredentialData attestedCredentialData(AuthenticatorData authData) {
        if (!authData.getFlags().AT || authData.getAttestedCredentialData().isEmpty()) {
            throw new MalformedPasskeyInput("attestationObject carries no attested credential data");
        }
        return authData.getAttestedCredentialData().get();
    }

    /**
     * Step (§5.1 rawId, §6.5.1): the credential id the client sent is the one the authenticator attested;
     * otherwise the client could register a key under a credential id it did not create.
     */
    private static void checkCredentialIdIsTheAttestedOne(ByteArray credentialId, AttestedCredentialData attested) {
        if (!credentialId.equals(attested.getCredentialId())) {
            throw new PasskeyCredentialMismatch("credential id is not the attested credential id");
        }
    }

    /** Step (§7.1 step 26): the credential id is not registered yet (the brief's PASSKEY_CREDENTIAL_ALREADY_EXISTS). */
    private static void checkNotRegistered(ByteArray credentialId, Collection<StoredPasskey> alreadyRegistered) {
        String id = credentialId.getBase64Url();
        for (StoredPasskey stored : alreadyRegistered) {
            if (id.equals(canonical(stored.credentialId()))) {
                throw new PasskeyCredentialAlreadyExists("a passkey with this credential id is already registered");
            }
        }
    }

    /** Steps 5-27 of §7.1 again, by Yubico, with an in-memory repository of the caller's credentials. */
    private static RegistrationResult finishWithYubico(ByteArray challenge, PasskeyRelyingParty rp, ByteArray credentialId,
                                                       ByteArray clientDataJson, ByteArray attestationObject,
                                                       Set<AuthenticatorTransport> transports,
                                                       Collection<StoredPasskey> alreadyRegistered) {
        // Registration does not check the user; Yubico's options need one, and nothing outlives the call.
        ByteArray userHandle = new ByteArray(CeremonySteps.sha256(credentialId.getBytes()));
        List<RegisteredCredential> registered = alreadyRegistered.stream()
                .map(s -> registeredCredential(s, userHandle))
                .toList();
        RelyingParty relyingParty = relyingParty(rp, new InMemoryCredentials(userHandle, registered));
        UserIdentity user = UserIdentity.builder()
                .name(InMemoryCredentials.USERNAME)
                .displayName(InMemoryCredentials.USERNAME)
                .id(userHandle)
                .build();
        PublicKeyCredentialCreationOptions request = relyingParty
                .startRegistration(StartRegistrationOptions.builder().user(user).build())
                .toBuilder()
                .challenge(challenge)
                .build();
        try {
            AuthenticatorAttestationResponse response = AuthenticatorAttestationResponse.builder()
                    .attestationObject(attestationObject)
                    .clientDataJSON(clientDataJson)
                    .transports(transports)
                    .build();
            PublicKeyCredential<AuthenticatorAttestationResponse, ClientRegistrationExtensionOutputs> credential =
                    PublicKeyCredential.<AuthenticatorAttestationResponse, ClientRegistrationExtensionOutputs>builder()
                            .id(credentialId)
                            .response(response)
                            .clientExtensionResults(ClientRegistrationExtensionOutputs.builder().build())
                            .build();
            return relyingParty.finishRegistration(
                    FinishRegistrationOptions.builder().request(request).response(credential).build());
        } catch (IOException | Base64UrlException | IllegalArgumentException e) {
            throw new MalformedPasskeyInput("attestation is malformed");
        } catch (RegistrationFailedException e) {
            throw new PasskeyAttestationRejected("attestation was rejected");
        }
    }

    static RelyingParty relyingParty(PasskeyRelyingParty rp, InMemoryCredentials credentials) {
        return RelyingParty.builder()
                .identity(RelyingPartyIdentity.builder().id(rp.rpId()).name(rp.rpId()).build())
                .credentialRepository(credentials)
                .origins(rp.origins())
                .allowOriginPort(false)
                .allowOriginSubdomain(false)
                .allowUntrustedAttestation(true)
                .validateSignatureCounter(true)
                .build();
    }

    static RegisteredCredential registeredCredential(StoredPasskey stored, ByteArray userHandle) {
        ByteArray id;
        try {
            id = ByteArray.fromBase64Url(stored.credentialId());
        } catch (Base64UrlException e) {
            throw new IllegalArgumentException("a stored credential id is not base64url", e);
        }
        return RegisteredCredential.builder()
                .credentialId(id)
                .userHandle(userHandle)
                .publicKeyCose(stored.cosePublicKey())
                .signatureCount(stored.signatureCount())
                .build();
    }

    /** A stored id in the canonical unpadded base64url form, so "abc=" and "abc" are the same id. */
    static String canonical(String base64Url) {
        try {
            return ByteArray.fromBase64Url(base64Url).getBase64Url();
        } catch (Base64UrlException e) {
            throw new IllegalArgumentException("a stored credential id is not base64url", e);
        }
    }
}
