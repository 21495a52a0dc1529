package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The credential id sent is not the stored credential's, or not the one the attestation carries (§7.2 step 5, §7.1). */
public final class PasskeyCredentialMismatch extends WalletCryptoException {
    PasskeyCredentialMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
