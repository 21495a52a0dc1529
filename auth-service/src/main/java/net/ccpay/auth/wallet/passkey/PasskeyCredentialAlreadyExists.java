package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The attested credential id is already registered (WebAuthn §7.1 step 26; the brief's 400). */
public final class PasskeyCredentialAlreadyExists extends WalletCryptoException {
    PasskeyCredentialAlreadyExists(String reason) {
        super(Kind.INVALID, ErrorCode.PASSKEY_CREDENTIAL_ALREADY_EXISTS, reason);
    }
}
