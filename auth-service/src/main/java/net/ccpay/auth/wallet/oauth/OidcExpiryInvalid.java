package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code exp} is missing or not a number. */
public final class OidcExpiryInvalid extends WalletCryptoException {
    OidcExpiryInvalid(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
