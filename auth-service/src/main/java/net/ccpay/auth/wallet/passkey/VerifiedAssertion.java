package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.data.ByteArray;

/**
 * A verified assertion: the credential it used, the signature counter to store in place of the old one
 * (§7.2 step 21), whether the authenticator verified the user, and the user handle of the credential's
 * owner (the stored one, or the one the authenticator returned when none was stored yet).
 */
public record VerifiedAssertion(String credentialId, long newSignatureCount, boolean userVerified, ByteArray userHandle) {
}
