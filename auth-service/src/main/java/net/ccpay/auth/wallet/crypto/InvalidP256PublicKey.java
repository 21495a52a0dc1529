package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** A P-256 public key has the wrong length or prefix, or is not a point on the curve. */
public final class InvalidP256PublicKey extends WalletCryptoException {
    public InvalidP256PublicKey(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
