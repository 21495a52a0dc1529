package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** An encryptedWalletCredentials bundle is not the §5.7 JSON envelope, or is for another organization. */
public final class MalformedExportBundle extends WalletCryptoException {
    public MalformedExportBundle(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
