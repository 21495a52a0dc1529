package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** The OTP verificationToken is malformed, not ES256, badly signed or expired (§5.4). */
public final class InvalidVerificationToken extends WalletCryptoException {
    public InvalidVerificationToken(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, message);
    }
}
