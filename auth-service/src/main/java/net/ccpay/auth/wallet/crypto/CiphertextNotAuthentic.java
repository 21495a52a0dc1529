package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.ErrorCode;

/** HPKE: AES-GCM open failed (wrong key, info, AAD, or tampered ciphertext or tag). */
public final class CiphertextNotAuthentic extends WalletCryptoException {
    public CiphertextNotAuthentic(String message) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, message);
    }
}
