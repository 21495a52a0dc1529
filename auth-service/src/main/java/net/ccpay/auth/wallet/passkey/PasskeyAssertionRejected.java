package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The assertion ceremony failed a check past the named ones (e.g. inconsistent backup flags; §7.2 steps 17-19). */
public final class PasskeyAssertionRejected extends WalletCryptoException {
    PasskeyAssertionRejected(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
