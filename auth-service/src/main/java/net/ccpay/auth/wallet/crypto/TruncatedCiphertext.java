package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** HPKE: the ciphertext is shorter than the 16-byte AES-GCM tag. */
public final class TruncatedCiphertext extends WalletCryptoException {
    public TruncatedCiphertext(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, message);
    }
}
