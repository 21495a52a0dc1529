package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The registration ceremony failed a check past the named ones (algorithm not offered, attestation statement not verifying; §7.1 steps 17-21). */
public final class PasskeyAttestationRejected extends WalletCryptoException {
    PasskeyAttestationRejected(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
