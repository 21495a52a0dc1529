package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/**
 * A well-formed token that fails a time check ({@code iat} too old or in the future, {@code exp} passed):
 * a failed authentication, 401 UNAUTHORIZED with the check as its reason, at registration as at verify.
 * The other claim rules describe a malformed token, which registration answers with 400.
 */
public abstract class OidcTokenNotFresh extends WalletCryptoException {
    OidcTokenNotFresh(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
