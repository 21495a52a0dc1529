package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The assertion signature over authenticatorData || SHA-256(clientDataJSON) does not verify with the stored key (§7.2 step 20). */
public final class PasskeySignatureInvalid extends WalletCryptoException {
    PasskeySignatureInvalid(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
