package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** authenticatorData.rpIdHash is not SHA-256 of the relying party id (§7.1 step 13, §7.2 step 15). */
public final class PasskeyRpIdMismatch extends WalletCryptoException {
    PasskeyRpIdMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
