package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.data.ByteArray;

/**
 * A registered passkey as the service stores it: the raw credential id (base64url), the credential
 * public key as COSE_Key bytes (RFC 9052 §7; as returned by {@link PasskeyRegistration}), the last
 * signature counter seen, and the WebAuthn user handle of its owner once known ({@code null} before the
 * first assertion that carried one; see {@link PasskeyAssertion}).
 */
public record StoredPasskey(String credentialId, ByteArray cosePublicKey, long signatureCount, ByteArray userHandle) {

    public StoredPasskey {
        if (credentialId == null || cosePublicKey == null) {
            throw new IllegalArgumentException("credentialId and cosePublicKey are required");
        }
        if (signatureCount < 0 || signatureCount > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("signatureCount is an unsigned 32-bit value");
        }
    }
}
