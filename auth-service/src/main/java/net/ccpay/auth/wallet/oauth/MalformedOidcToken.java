package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** The oidcToken is not a compact JWT with a JSON object payload (the old fixed literal token included): 400 INVALID_INPUT before authentication starts. */
public final class MalformedOidcToken extends WalletCryptoException {
    MalformedOidcToken(String reason) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, reason);
    }
}
