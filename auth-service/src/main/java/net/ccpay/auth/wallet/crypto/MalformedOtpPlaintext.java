package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** The decrypted OTP bundle is not the JSON {otp_code, public_key} of §5.3. */
public final class MalformedOtpPlaintext extends WalletCryptoException {
    public MalformedOtpPlaintext(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, message);
    }
}
