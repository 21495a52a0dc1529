package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code iat} is more than the 5 seconds of skew after the request. */
public final class OidcTokenIssuedInFuture extends WalletCryptoException {
    OidcTokenIssuedInFuture(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
