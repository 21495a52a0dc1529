package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The authenticator did not set the User Present flag (§7.1 step 14, §7.2 step 16). */
public final class PasskeyUserNotPresent extends WalletCryptoException {
    PasskeyUserNotPresent(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
