package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** A value that must be hexadecimal is not (odd length or a non-hex character). */
public final class MalformedHex extends WalletCryptoException {
    public MalformedHex(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
