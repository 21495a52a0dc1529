package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** A base58check string's 4-byte double-SHA-256 checksum does not match. */
public final class BadBase58Checksum extends WalletCryptoException {
    public BadBase58Checksum(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
