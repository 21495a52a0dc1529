package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** A P-256 private scalar is not 32 bytes or is outside [1, n-1]. */
public final class InvalidP256PrivateKey extends WalletCryptoException {
    public InvalidP256PrivateKey(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
