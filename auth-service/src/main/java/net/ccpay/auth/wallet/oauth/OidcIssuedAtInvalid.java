package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code iat} is missing or not a number. */
public final class OidcIssuedAtInvalid extends WalletCryptoException {
    OidcIssuedAtInvalid(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
