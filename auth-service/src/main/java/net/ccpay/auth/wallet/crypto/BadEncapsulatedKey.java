package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** HPKE: the sender's encapsulated key is not a valid P-256 point (RFC 9180 §4.1 Decap). */
public final class BadEncapsulatedKey extends WalletCryptoException {
    public BadEncapsulatedKey(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, message);
    }
}
