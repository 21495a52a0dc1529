package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** An encoded input is larger than its step accepts; refused before any parsing. */
public final class OversizedInput extends WalletCryptoException {
    public OversizedInput(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
