package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** The API-key stamp's signature does not verify over the payload (§5.5). */
public final class WalletSignatureInvalid extends WalletCryptoException {
    public WalletSignatureInvalid(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.WALLET_SIGNATURE_INVALID, message);
    }
}
