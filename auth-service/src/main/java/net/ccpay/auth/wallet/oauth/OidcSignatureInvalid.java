package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/**
 * The token is not signed by a key its issuer publishes (an unknown key, a bad signature, an unsigned
 * token or an algorithm not accepted): a failed authentication, 401 UNAUTHORIZED at registration as at verify.
 */
public final class OidcSignatureInvalid extends WalletCryptoException {

    OidcSignatureInvalid(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
