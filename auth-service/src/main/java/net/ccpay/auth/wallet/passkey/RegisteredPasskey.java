package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.data.ByteArray;

import java.util.List;

/**
 * What a successful registration ceremony yields, to be stored as the credential: the raw credential id
 * (base64url), the COSE_Key public key bytes, the initial signature counter, the authenticator's AAGUID
 * (16 bytes; all zero for "none" attestation by most platforms), the attestation statement format
 * ({@code none}, {@code packed}...), whether the authenticator verified the user, and the transports.
 */
public record RegisteredPasskey(String credentialId, ByteArray cosePublicKey, long signatureCount, ByteArray aaguid,
                                String attestationFormat, boolean userVerified, List<String> transports) {

    /** The record to store, before any assertion has told the owner's user handle. */
    public StoredPasskey toStored() {
        return new StoredPasskey(credentialId, cosePublicKey, signatureCount, null);
    }
}
