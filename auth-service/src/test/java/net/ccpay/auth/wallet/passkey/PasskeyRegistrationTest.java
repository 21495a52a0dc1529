package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static net.ccpay.auth.wallet.passkey.SoftwareAuthenticator.AT;
import static net.ccpay.auth.wallet.passkey.SoftwareAuthenticator.UV;
import static net.ccpay.auth.wallet.passkey.SoftwareAuthenticator.b64u;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PasskeyRegistrationTest {

    static final String RP_ID = "wallet.example.com";
    static final String ORIGIN = "https://wallet.example.com";
    static final PasskeyRelyingParty RP = PasskeyRelyingParty.of(RP_ID, ORIGIN, "https://app.example.com");

    private final SoftwareAuthenticator authenticator = new SoftwareAuthenticator();
    private final byte[] challenge = SoftwareAuthenticator.random(32);

    private SoftwareAuthenticator.Registration registration() {
        return authenticator.registration(challenge, ORIGIN, RP_ID);
    }

    private RegisteredPasskey register(SoftwareAuthenticator.Registration registration) {
        return PasskeyRegistration.verify(b64u(challenge), RP, registration.build(), List.of());
    }

    @Test
    void aNoneAttestationRegistersTheCredentialWithItsCoseKeyCounterAndAaguid() {
        RegisteredPasskey passkey = register(registration());

        assertEquals(authenticator.credentialIdB64u(), passkey.credentialId());
        assertArrayEquals(authenticator.coseKey(), passkey.cosePublicKey().getBytes());
        assertEquals(0, passkey.signatureCount());
        assertArrayEquals(authenticator.aaguid, passkey.aaguid().getBytes());
        assertEquals("none", passkey.attestationFormat());
        assertTrue(passkey.userVerified());
        assertEquals(List.of("hybrid", "internal"), passkey.transports());
    }

    @Test
    void aPackedSelfAttestationIsAcceptedWithoutATrustedRoot() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.format = "packed";
        registration.signCount = 7;

        RegisteredPasskey passkey = register(registration);

        assertEquals("packed", passkey.attestationFormat());
        assertEquals(7, passkey.signatureCount());
    }

    @Test
    void anyOfTheRelyingPartysOriginsIsAccepted() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.origin = "https://app.example.com";
        assertEquals(authenticator.credentialIdB64u(), register(registration).credentialId());
    }

    @Test
    void aPaddedChallengeIsTheSameChallenge() {
        String padded = Base64Padding.pad(b64u(challenge));
        assertEquals(authenticator.credentialIdB64u(),
                PasskeyRegistration.verify(padded, RP, registration().build(), List.of()).credentialId());
    }

    @Test
    void anAssertionTypeIsRefused() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.type = "webauthn.get";
        assertReason(PasskeyCeremonyTypeMismatch.class, "client data type is not webauthn.create", () -> register(registration));
    }

    @Test
    void anotherChallengeIsRefused() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.challenge = SoftwareAuthenticator.random(32);
        assertReason(PasskeyChallengeMismatch.class, "challenge does not match", () -> register(registration));
    }

    @Test
    void anotherOriginIsRefused() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.origin = "https://wallet.example.com:8443";
        assertReason(PasskeyOriginMismatch.class, "origin does not match the relying party", () -> register(registration));
    }

    @Test
    void anotherRelyingPartyIdIsRefused() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.rpId = "evil.example.com";
        assertReason(PasskeyRpIdMismatch.class, "relying party id does not match", () -> register(registration));
    }

    @Test
    void aCredentialCreatedWithoutUserPresenceIsRefused() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.flags = UV | AT;
        assertReason(PasskeyUserNotPresent.class, "user presence flag is not set", () -> register(registration));
    }

    @Test
    void aCredentialIdOtherThanTheAttestedOneIsRefused() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.sentCredentialId = SoftwareAuthenticator.random(32);
        assertReason(PasskeyCredentialMismatch.class, "credential id is not the attested credential id",
                () -> register(registration));
    }

    @Test
    void anAlreadyRegisteredCredentialIdIsA400PasskeyCredentialAlreadyExists() {
        StoredPasskey existing = register(registration()).toStored();

        PasskeyCredentialAlreadyExists e = assertThrows(PasskeyCredentialAlreadyExists.class,
                () -> PasskeyRegistration.verify(b64u(challenge), RP, registration().build(), List.of(existing)));

        assertEquals(DomainException.Kind.INVALID, e.kind());
        assertEquals(ErrorCode.PASSKEY_CREDENTIAL_ALREADY_EXISTS, e.code());
    }

    @Test
    void anotherCredentialOfTheUserDoesNotBlockRegistration() {
        StoredPasskey other = register(new SoftwareAuthenticator().registration(challenge, ORIGIN, RP_ID)).toStored();

        RegisteredPasskey passkey = PasskeyRegistration.verify(b64u(challenge), RP, registration().build(), List.of(other));

        assertEquals(authenticator.credentialIdB64u(), passkey.credentialId());
    }

    @Test
    void aPackedAttestationWhoseSignatureDoesNotVerifyIsRejected() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.format = "packed";
        registration.badAttestationSignature = true;
        assertReason(PasskeyAttestationRejected.class, "attestation was rejected", () -> register(registration));
    }

    @Test
    void malformedInputIsA400InvalidInput() {
        PasskeyAttestation good = registration().build();
        List<PasskeyAttestation> malformed = List.of(
                new PasskeyAttestation(null, good.clientDataJson(), good.attestationObject(), null),
                new PasskeyAttestation("not+base64/url", good.clientDataJson(), good.attestationObject(), null),
                new PasskeyAttestation(good.credentialId(), b64u("not json".getBytes()), good.attestationObject(), null),
                new PasskeyAttestation(good.credentialId(), good.clientDataJson(), b64u(new byte[] {1, 2, 3}), null),
                new PasskeyAttestation(good.credentialId(), good.clientDataJson(), good.attestationObject(), List.of("carrier-pigeon")));
        for (PasskeyAttestation attestation : malformed) {
            MalformedPasskeyInput e = assertThrows(MalformedPasskeyInput.class,
                    () -> PasskeyRegistration.verify(b64u(challenge), RP, attestation, List.of()));
            assertEquals(ErrorCode.INVALID_INPUT, e.code());
            assertEquals(DomainException.Kind.INVALID, e.kind());
        }
        assertThrows(MalformedPasskeyInput.class, () -> PasskeyRegistration.verify("%%", RP, good, List.of()));
    }

    @Test
    void attestedDataWithoutTheAtFlagIsMalformed() {
        SoftwareAuthenticator.Registration registration = registration();
        registration.flags = SoftwareAuthenticator.UP;
        assertThrows(MalformedPasskeyInput.class, () -> register(registration));
    }

    static <T extends WalletCryptoException> void assertReason(Class<T> type, String reason, org.junit.jupiter.api.function.Executable call) {
        T e = assertThrows(type, call);
        assertEquals(DomainException.Kind.UNAUTHORIZED, e.kind());
        assertEquals(ErrorCode.UNAUTHORIZED, e.code());
        assertEquals(reason, e.reason());
        assertEquals(Map.of("reason", reason), e.details());
    }

    /** Base64url with its "=" padding put back, as some clients send it. */
    static final class Base64Padding {
        static String pad(String unpadded) {
            char[] pad = new char[(4 - unpadded.length() % 4) % 4];
            Arrays.fill(pad, '=');
            return unpadded + new String(pad);
        }
    }
}
