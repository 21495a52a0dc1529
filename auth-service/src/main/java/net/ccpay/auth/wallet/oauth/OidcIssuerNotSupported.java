package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** {@code iss} is missing or not a supported issuer (Google or Apple, URL or bare host form). */
public final class OidcIssuerNotSupported extends WalletCryptoException {
    OidcIssuerNotSupported(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
