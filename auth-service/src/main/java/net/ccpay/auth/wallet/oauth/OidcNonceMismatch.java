package net.ccpay.auth.wallet.oauth;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** On verify, {@code nonce} is missing or is not the lowercase hex SHA-256 of the clientPublicKey text sent. */
public final class OidcNonceMismatch extends WalletCryptoException {
    OidcNonceMismatch(String reason) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason);
    }
}
