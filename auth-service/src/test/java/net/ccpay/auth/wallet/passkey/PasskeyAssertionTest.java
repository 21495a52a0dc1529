package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.data.ByteArray;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;

import static net.ccpay.auth.wallet.passkey.PasskeyRegistrationTest.ORIGIN;
import static net.ccpay.auth.wallet.passkey.PasskeyRegistrationTest.RP;
import static net.ccpay.auth.wallet.passkey.PasskeyRegistrationTest.RP_ID;
import static net.ccpay.auth.wallet.passkey.PasskeyRegistrationTest.assertReason;
import static net.ccpay.auth.wallet.passkey.SoftwareAuthenticator.UP;
import static net.ccpay.auth.wallet.passkey.SoftwareAuthenticator.UV;
import static net.ccpay.auth.wallet.passkey.SoftwareAuthenticator.b64u;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PasskeyAssertionTest {

    static final String CLIENT_PUBLIC_KEY = "02" + "ab".repeat(32);
    static final String REQUEST_ID = "Request:0190d3f2-7c1e-7a3b-9f00-5e1d2c3b4a59";

    private final SoftwareAuthenticator authenticator = new SoftwareAuthenticator();
    private final StoredPasskey stored = registered(authenticator);
    private final String challenge = PasskeyAssertion.challengeFor(CLIENT_PUBLIC_KEY, stored.credentialId(), REQUEST_ID);

    private static StoredPasskey registered(SoftwareAuthenticator authenticator) {
        byte[] registrationChallenge = SoftwareAuthenticator.random(32);
        return PasskeyRegistration.verify(b64u(registrationChallenge), RP,
                authenticator.registration(registrationChallenge, ORIGIN, RP_ID).build(), List.of()).toStored();
    }

    private SoftwareAuthenticator.Assertion assertion(long signCount) {
        return authenticator.assertion(challenge, ORIGIN, RP_ID, signCount);
    }

    private VerifiedAssertion verify(SoftwareAuthenticator.Assertion assertion) {
        return PasskeyAssertion.verify(challenge, RP, assertion.build(), stored);
    }

    // --- the challenge ---

    @Test
    void theChallengeBodyIsTheCanonicalJsonOfTheThreeMembers() {
        String expected = "{\"clientPublicKey\":\"" + CLIENT_PUBLIC_KEY + "\",\"credentialId\":\"Y3JlZA\","
                + "\"requestId\":\"" + REQUEST_ID + "\"}";
        assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8),
                PasskeyAssertion.challengeBody(CLIENT_PUBLIC_KEY, "Y3JlZA", REQUEST_ID));
    }

    @Test
    void theChallengeIsLowercaseHexSha256OfTheBody() {
        String body = "{\"clientPublicKey\":\"" + CLIENT_PUBLIC_KEY + "\",\"credentialId\":\"Y3JlZA\",\"requestId\":\"" + REQUEST_ID + "\"}";
        String expected = HexFormat.of().formatHex(SoftwareAuthenticator.sha256(body.getBytes(StandardCharsets.UTF_8)));

        String challenge = PasskeyAssertion.challengeFor(CLIENT_PUBLIC_KEY, "Y3JlZA", REQUEST_ID);

        assertEquals(expected, challenge);
        assertTrue(challenge.matches("[0-9a-f]{64}"), challenge);
    }

    @Test
    void theChallengeBindsTheClientPublicKeyTextExactly() {
        assertFalse(PasskeyAssertion.challengeFor(CLIENT_PUBLIC_KEY, "Y3JlZA", REQUEST_ID)
                .equals(PasskeyAssertion.challengeFor(CLIENT_PUBLIC_KEY.toUpperCase(), "Y3JlZA", REQUEST_ID)));
    }

    @Test
    void jsonSpecialCharactersAreEscapedAsRfc8785Does() {
        assertEquals("{\"clientPublicKey\":\"a\\\"b\\\\c\\n\\u0001\",\"credentialId\":\"x\",\"requestId\":\"y\"}",
                new String(PasskeyAssertion.challengeBody("a\"b\\c\n\u0001", "x", "y"), StandardCharsets.UTF_8));
    }

    @Test
    void aChallengeNeedsAllThreeMembers() {
        assertThrows(MalformedPasskeyInput.class, () -> PasskeyAssertion.challengeFor(null, "x", REQUEST_ID));
        assertThrows(MalformedPasskeyInput.class, () -> PasskeyAssertion.challengeFor(CLIENT_PUBLIC_KEY, "", REQUEST_ID));
        assertThrows(MalformedPasskeyInput.class, () -> PasskeyAssertion.challengeFor(CLIENT_PUBLIC_KEY, "x", null));
    }

    // --- the happy path ---

    @Test
    void aValidAssertionVerifiesAndReturnsTheNewCounter() {
        VerifiedAssertion verified = verify(assertion(1));

        assertEquals(stored.credentialId(), verified.credentialId());
        assertEquals(1, verified.newSignatureCount());
        assertTrue(verified.userVerified());
        assertNull(verified.userHandle());
    }

    @Test
    void successiveAssertionsWithIncreasingCountersVerify() {
        VerifiedAssertion first = verify(assertion(1));
        StoredPasskey updated = new StoredPasskey(stored.credentialId(), stored.cosePublicKey(), first.newSignatureCount(), null);

        VerifiedAssertion second = PasskeyAssertion.verify(challenge, RP, assertion(5).build(), updated);

        assertEquals(5, second.newSignatureCount());
    }

    @Test
    void anAuthenticatorWithoutACounterStaysAtZero() {
        assertEquals(0, verify(assertion(0)).newSignatureCount());
    }

    @Test
    void userVerificationIsReportedNotRequired() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.flags = UP;
        assertFalse(verify(assertion).userVerified());
    }

    @Test
    void theUserHandleReturnedFirstIsTheOwnersToStore() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.userHandle = "user-42".getBytes(StandardCharsets.UTF_8);

        assertEquals(new ByteArray("user-42".getBytes(StandardCharsets.UTF_8)), verify(assertion).userHandle());
    }

    @Test
    void theStoredUserHandleMatchingTheReturnedOneVerifies() {
        ByteArray owner = new ByteArray("user-42".getBytes(StandardCharsets.UTF_8));
        StoredPasskey withOwner = new StoredPasskey(stored.credentialId(), stored.cosePublicKey(), 0, owner);
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.userHandle = owner.getBytes();

        assertEquals(owner, PasskeyAssertion.verify(challenge, RP, assertion.build(), withOwner).userHandle());
    }

    // --- each rejection ---

    @Test
    void anUnknownCredentialIdIsRefused() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.sentCredentialId = SoftwareAuthenticator.random(32);
        assertReason(PasskeyCredentialMismatch.class, "credential id is not registered for this credential", () -> verify(assertion));
    }

    @Test
    void anotherUsersCredentialIsRefused() {
        SoftwareAuthenticator mallory = new SoftwareAuthenticator();
        registered(mallory);
        PasskeyAssertionResponse theirs = mallory.assertion(challenge, ORIGIN, RP_ID, 1).build();

        assertReason(PasskeyCredentialMismatch.class, "credential id is not registered for this credential",
                () -> PasskeyAssertion.verify(challenge, RP, theirs, stored));
    }

    @Test
    void anotherUsersKeySigningUnderThisCredentialIdIsABadSignature() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.signer = new SoftwareAuthenticator();
        assertReason(PasskeySignatureInvalid.class, "assertion signature is invalid", () -> verify(assertion));
    }

    @Test
    void aUserHandleOtherThanTheOwnersIsRefused() {
        StoredPasskey withOwner = new StoredPasskey(stored.credentialId(), stored.cosePublicKey(), 0,
                new ByteArray("user-42".getBytes(StandardCharsets.UTF_8)));
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.userHandle = "user-43".getBytes(StandardCharsets.UTF_8);

        assertReason(PasskeyUserHandleMismatch.class, "user handle does not match the credential's owner",
                () -> PasskeyAssertion.verify(challenge, RP, assertion.build(), withOwner));
    }

    @Test
    void aRegistrationTypeIsRefused() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.type = "webauthn.create";
        assertReason(PasskeyCeremonyTypeMismatch.class, "client data type is not webauthn.get", () -> verify(assertion));
    }

    @Test
    void aChallengeForAnotherClientPublicKeyIsRefused() {
        SoftwareAuthenticator.Assertion assertion = authenticator.assertion(
                PasskeyAssertion.challengeFor("03" + "cd".repeat(32), stored.credentialId(), REQUEST_ID), ORIGIN, RP_ID, 1);
        assertReason(PasskeyChallengeMismatch.class, "challenge does not match", () -> verify(assertion));
    }

    @Test
    void theRawHashInsteadOfItsHexTextIsAnotherChallenge() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.challenge = HexFormat.of().parseHex(challenge);
        assertReason(PasskeyChallengeMismatch.class, "challenge does not match", () -> verify(assertion));
    }

    @Test
    void anotherOriginIsRefused() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.origin = "https://evil.example.com";
        assertReason(PasskeyOriginMismatch.class, "origin does not match the relying party", () -> verify(assertion));
    }

    @Test
    void anotherRelyingPartyIdIsRefused() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.rpId = "example.com";
        assertReason(PasskeyRpIdMismatch.class, "relying party id does not match", () -> verify(assertion));
    }

    @Test
    void anAssertionWithoutUserPresenceIsRefused() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.flags = UV;
        assertReason(PasskeyUserNotPresent.class, "user presence flag is not set", () -> verify(assertion));
    }

    @Test
    void authenticatorDataChangedAfterSigningIsABadSignature() {
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.signCountAfterSigning = 9;
        assertReason(PasskeySignatureInvalid.class, "assertion signature is invalid", () -> verify(assertion));
    }

    @Test
    void aReplayedAssertionIsRefusedByTheCounter() {
        PasskeyAssertionResponse once = assertion(3).build();
        VerifiedAssertion first = PasskeyAssertion.verify(challenge, RP, once, stored);
        StoredPasskey updated = new StoredPasskey(stored.credentialId(), stored.cosePublicKey(), first.newSignatureCount(), null);

        assertReason(PasskeyCounterNotIncreased.class, "signature counter did not increase",
                () -> PasskeyAssertion.verify(challenge, RP, once, updated));
    }

    @Test
    void aCounterThatWentBackOrToZeroIsRefused() {
        StoredPasskey atFive = new StoredPasskey(stored.credentialId(), stored.cosePublicKey(), 5, null);
        for (long counter : new long[] {4, 0}) {
            PasskeyAssertionResponse response = assertion(counter).build();
            assertReason(PasskeyCounterNotIncreased.class, "signature counter did not increase",
                    () -> PasskeyAssertion.verify(challenge, RP, response, atFive));
        }
    }

    @Test
    void theLegacySandboxLiteralIsRecognisedOnlyByItsOwnMethod() {
        PasskeyAssertionResponse good = assertion(1).build();
        PasskeyAssertionResponse legacy = new PasskeyAssertionResponse(good.credentialId(), good.clientDataJson(),
                good.authenticatorData(), SandboxLegacy.LEGACY_PASSKEY_SIGNATURE, null);

        assertTrue(SandboxLegacy.isLegacyPasskeySignature("sandbox-valid-passkey-signature"));
        assertFalse(SandboxLegacy.isLegacyPasskeySignature("Sandbox-valid-passkey-signature"));
        assertFalse(SandboxLegacy.isLegacyPasskeySignature(good.signature()));
        assertFalse(SandboxLegacy.isLegacyPasskeySignature(null));
        assertReason(PasskeySignatureInvalid.class, "assertion signature is invalid",
                () -> PasskeyAssertion.verify(challenge, RP, legacy, stored));
    }

    // --- the sandbox's legacy literal signature, on the service's explicit request ---

    private PasskeyAssertionResponse withLegacySignature(SoftwareAuthenticator.Assertion assertion) {
        PasskeyAssertionResponse signed = assertion.build();
        return new PasskeyAssertionResponse(signed.credentialId(), signed.clientDataJson(), signed.authenticatorData(),
                SandboxLegacy.LEGACY_PASSKEY_SIGNATURE, signed.userHandle());
    }

    @Test
    void theLegacyLiteralSkipsOnlyTheSignatureCheck() {
        VerifiedAssertion verified = PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(assertion(2)), stored);

        assertEquals(stored.credentialId(), verified.credentialId());
        assertEquals(2, verified.newSignatureCount());
    }

    @Test
    void theLegacyLiteralStillNeedsTheChallengeOriginRpIdPresenceAndCounter() {
        SoftwareAuthenticator.Assertion wrongOrigin = assertion(1);
        wrongOrigin.origin = "https://evil.example.com";
        assertReason(PasskeyOriginMismatch.class, "origin does not match the relying party",
                () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(wrongOrigin), stored));

        SoftwareAuthenticator.Assertion wrongChallenge = authenticator.assertion(
                PasskeyAssertion.challengeFor("03" + "cd".repeat(32), stored.credentialId(), REQUEST_ID), ORIGIN, RP_ID, 1);
        assertReason(PasskeyChallengeMismatch.class, "challenge does not match",
                () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(wrongChallenge), stored));

        SoftwareAuthenticator.Assertion wrongRp = assertion(1);
        wrongRp.rpId = "example.com";
        assertReason(PasskeyRpIdMismatch.class, "relying party id does not match",
                () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(wrongRp), stored));

        SoftwareAuthenticator.Assertion absent = assertion(1);
        absent.flags = UV;
        assertReason(PasskeyUserNotPresent.class, "user presence flag is not set",
                () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(absent), stored));

        StoredPasskey atFive = new StoredPasskey(stored.credentialId(), stored.cosePublicKey(), 5, null);
        assertReason(PasskeyCounterNotIncreased.class, "signature counter did not increase",
                () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(assertion(4)), atFive));

        SoftwareAuthenticator.Assertion otherCredential = assertion(1);
        otherCredential.sentCredentialId = SoftwareAuthenticator.random(32);
        assertReason(PasskeyCredentialMismatch.class, "credential id is not registered for this credential",
                () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, withLegacySignature(otherCredential), stored));
    }

    @Test
    void theLegacyPathRefusesAnyOtherSignature() {
        PasskeyAssertionResponse real = assertion(1).build();
        assertThrows(MalformedPasskeyInput.class, () -> PasskeyAssertion.verifySandboxLegacy(challenge, RP, real, stored));
    }

    @Test
    void malformedInputIsA400InvalidInput() {
        PasskeyAssertionResponse good = assertion(1).build();
        List<PasskeyAssertionResponse> malformed = List.of(
                new PasskeyAssertionResponse(good.credentialId(), good.clientDataJson(), good.authenticatorData(), null, null),
                new PasskeyAssertionResponse(good.credentialId(), good.clientDataJson(), good.authenticatorData(), "a+b/", null),
                new PasskeyAssertionResponse(good.credentialId(), good.clientDataJson(), b64u(new byte[10]), good.signature(), null),
                new PasskeyAssertionResponse(good.credentialId(), b64u("{]".getBytes()), good.authenticatorData(), good.signature(), null),
                new PasskeyAssertionResponse(null, good.clientDataJson(), good.authenticatorData(), good.signature(), null),
                new PasskeyAssertionResponse(good.credentialId(), good.clientDataJson(), good.authenticatorData(), good.signature(), "!"));
        for (PasskeyAssertionResponse response : malformed) {
            MalformedPasskeyInput e = assertThrows(MalformedPasskeyInput.class,
                    () -> PasskeyAssertion.verify(challenge, RP, response, stored), response.toString());
            assertEquals(ErrorCode.INVALID_INPUT, e.code());
            assertEquals(DomainException.Kind.INVALID, e.kind());
        }
    }

    @Test
    void backupStateWithoutBackupEligibilityIsMalformedAuthenticatorData() {
        // BS (0x10) without BE (0x08) is invalid (§6.1.3); Yubico's parser refuses it
        SoftwareAuthenticator.Assertion assertion = assertion(1);
        assertion.flags = UP | 0x10;
        assertThrows(MalformedPasskeyInput.class, () -> verify(assertion));
    }
}
