package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The signature counter did not increase over the stored one: a replay or a cloned authenticator (§7.2 step 21, §6.1.1). */
public final class PasskeyCounterNotIncreased extends WalletCryptoException {
    PasskeyCounterNotIncreased(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
