package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** The encryptedOtpBundle is not the JSON {encappedPublic, ciphertext} of §5.3. */
public final class MalformedOtpBundle extends WalletCryptoException {
    public MalformedOtpBundle(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
