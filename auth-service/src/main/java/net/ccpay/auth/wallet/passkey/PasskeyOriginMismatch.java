package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** clientDataJSON.origin is not one of the relying party's origins (§7.1 step 9, §7.2 step 13). */
public final class PasskeyOriginMismatch extends WalletCryptoException {
    PasskeyOriginMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
