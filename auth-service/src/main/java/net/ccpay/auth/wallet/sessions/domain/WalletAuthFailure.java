package net.ccpay.auth.wallet.sessions.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * A 401 of the embedded-wallet flows, with the brief's code and a {@code reason} naming the failed
 * check (top level and in details). The reason never carries a code, key, bundle or token.
 */
public final class WalletAuthFailure extends DomainException {

    private WalletAuthFailure(String code, String reason) {
        super(Kind.UNAUTHORIZED, code, reason, Map.of("reason", reason));
    }

    public static WalletAuthFailure unauthorized(String reason) {
        return new WalletAuthFailure(ErrorCode.UNAUTHORIZED, reason);
    }

    public static WalletAuthFailure signatureMissing() {
        return new WalletAuthFailure(ErrorCode.WALLET_SIGNATURE_MISSING, "The wallet signature header is required on the signed retry");
    }

    public static WalletAuthFailure requestIdMissing() {
        return new WalletAuthFailure(ErrorCode.REQUEST_ID_MISSING, "The Request-Id header is required on the signed retry");
    }

    public static WalletAuthFailure bodyMismatch() {
        return new WalletAuthFailure(ErrorCode.WALLET_SIGNATURE_BODY_MISMATCH,
                "The signed retry's body differs from the body of the request that issued the challenge");
    }

    public static WalletAuthFailure signatureInvalid(String reason) {
        return new WalletAuthFailure(ErrorCode.WALLET_SIGNATURE_INVALID, reason);
    }
}
