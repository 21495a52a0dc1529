package net.ccpay.auth.wallet.passkey;

/**
 * The brief's legacy sandbox shortcut for passkeys: an assertion whose {@code signature} is the literal
 * {@value #LEGACY_PASSKEY_SIGNATURE} "remains accepted for compatibility and skips verification".
 * Recognising it is a separate, explicit question so that only the service, and only in sandbox mode,
 * can decide to skip the signature check ({@link PasskeyAssertion#verifySandboxLegacy}, every other step
 * still runs); {@link PasskeyAssertion#verify} never accepts it (the literal decodes as base64url to 23
 * bytes that are no DER signature, so it fails as any bad signature would).
 */
public final class SandboxLegacy {

    public static final String LEGACY_PASSKEY_SIGNATURE = "sandbox-valid-passkey-signature";

    private SandboxLegacy() {}

    /** True when the assertion's signature field is exactly the legacy literal (case-sensitive). */
    public static boolean isLegacyPasskeySignature(String signature) {
        return LEGACY_PASSKEY_SIGNATURE.equals(signature);
    }
}
