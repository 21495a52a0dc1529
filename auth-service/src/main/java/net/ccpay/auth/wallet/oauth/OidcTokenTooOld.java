package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code iat} is more than 60 seconds (plus the 5 seconds of skew) before the request. */
public final class OidcTokenTooOld extends WalletCryptoException {
    OidcTokenTooOld(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
