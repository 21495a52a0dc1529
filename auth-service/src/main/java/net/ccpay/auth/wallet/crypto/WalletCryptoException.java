package net.ccpay.auth.wallet.crypto;

import net.ccpay.common.error.DomainException;

import java.util.Map;

/**
 * Parent of the named failures of the wallet crypto steps. The message (and, for 401s, the
 * {@code reason} detail naming the failed check) is written for the client: it never carries key
 * material, OTP codes, ciphertexts or a library's own message.
 */
public abstract class WalletCryptoException extends DomainException {

    protected WalletCryptoException(Kind kind, String code, String message) {
        super(kind, code, message, kind == Kind.UNAUTHORIZED ? Map.of("reason", message) : null);
    }

    /** The failed check in a few words (the message), as the 401 body's {@code reason}. */
    public String reason() {
        return getMessage();
    }
}
