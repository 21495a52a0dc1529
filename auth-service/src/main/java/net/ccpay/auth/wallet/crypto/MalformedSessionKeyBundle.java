package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** An encryptedSessionSigningKey is not base58check(33-byte enc || ciphertext) or does not hold a 32-byte scalar (§5.7). */
public final class MalformedSessionKeyBundle extends WalletCryptoException {
    public MalformedSessionKeyBundle(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }
}
