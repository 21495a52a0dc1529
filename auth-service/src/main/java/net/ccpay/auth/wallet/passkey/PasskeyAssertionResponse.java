package net.ccpay.auth.wallet.passkey;

/**
 * The {@code assertion} of a PASSKEY verify (api-inventory §2.11): {@code credentialId},
 * {@code clientDataJson}, {@code authenticatorData}, {@code signature}, all base64url, and the optional
 * {@code userHandle} (base64url, or null when the authenticator returned none).
 */
public record PasskeyAssertionResponse(String credentialId, String clientDataJson, String authenticatorData,
                                       String signature, String userHandle) {
}
