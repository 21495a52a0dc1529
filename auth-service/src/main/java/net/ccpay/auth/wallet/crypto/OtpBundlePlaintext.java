package net.ccpay.auth.wallet.crypto;

/**
 * The decrypted {@code encryptedOtpBundle} (§5.3): the OTP code the user typed and the client's TEK
 * public key (read from either SEC1 form). {@link #toString()} never shows the code.
 */
public record OtpBundlePlaintext(String otpCode, P256PublicKey tekPublicKey) {

    @Override
    public String toString() {
        return "OtpBundlePlaintext[otpCode=redacted, tek=" + tekPublicKey + "]";
    }
}
