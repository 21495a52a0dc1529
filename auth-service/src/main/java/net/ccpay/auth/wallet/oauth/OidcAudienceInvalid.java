package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code aud} is not a non-empty string or a single-element array of one. */
public final class OidcAudienceInvalid extends WalletCryptoException {
    OidcAudienceInvalid(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
