package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** The Platform-Wallet-Signature header cannot be parsed as an API-key stamp (§5.5). */
public final class WalletSignatureMalformed extends WalletCryptoException {
    public WalletSignatureMalformed(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.WALLET_SIGNATURE_MALFORMED, message);
    }
}
