package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The assertion's userHandle is not the one of the credential's owner (§7.2 step 6). */
public final class PasskeyUserHandleMismatch extends WalletCryptoException {
    PasskeyUserHandleMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
