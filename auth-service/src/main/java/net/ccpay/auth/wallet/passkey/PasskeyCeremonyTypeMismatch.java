package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** clientDataJSON.type is not the ceremony's (webauthn.create or webauthn.get; §7.1 step 7, §7.2 step 11). */
public final class PasskeyCeremonyTypeMismatch extends WalletCryptoException {
    PasskeyCeremonyTypeMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
