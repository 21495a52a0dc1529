package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** clientDataJSON.challenge is not the challenge the platform issued (§7.1 step 8, §7.2 step 12). */
public final class PasskeyChallengeMismatch extends WalletCryptoException {
    PasskeyChallengeMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
