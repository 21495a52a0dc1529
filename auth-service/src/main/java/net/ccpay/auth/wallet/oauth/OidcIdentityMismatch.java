package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** On verify, the token's (iss, aud, sub) is not the credential's registered identity. */
public final class OidcIdentityMismatch extends WalletCryptoException {
    OidcIdentityMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
