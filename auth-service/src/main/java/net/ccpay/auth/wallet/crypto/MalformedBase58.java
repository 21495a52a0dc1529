package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** A base58check string has a character outside the bitcoin alphabet or is too short. */
public final class MalformedBase58 extends WalletCryptoException {
    public MalformedBase58(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
