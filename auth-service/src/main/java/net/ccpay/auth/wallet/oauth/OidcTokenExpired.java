package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code exp} is not later than the request time. */
public final class OidcTokenExpired extends WalletCryptoException {
    OidcTokenExpired(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
