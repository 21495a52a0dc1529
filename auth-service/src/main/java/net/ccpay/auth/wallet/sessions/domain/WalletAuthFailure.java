package net.ccpay.auth.wallet.sessions.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * A 401 of the embedded-wallet flows, with the brief's code and a {@code reason} naming the failed
 * check (top level and in details). The contract's 401 codes do not tell the Request-Id and session
 * failures apart, so those carry UNAUTHORIZED with a distinct {@code details.failure}
 * (REQUEST_ID_UNKNOWN, REQUEST_ID_EXPIRED, REQUEST_ID_REUSED, SESSION_ENDED). The reason never carries
 * a code, key, bundle or token.
 */
public final class WalletAuthFailure extends DomainException {

    private WalletAuthFailure(String code, String reason) {
        super(Kind.UNAUTHORIZED, code, reason, Map.of("reason", reason));
    }

    private WalletAuthFailure(String reason, String failure, boolean withFailure) {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, reason, Map.of("reason", reason, "failure", failure));
    }

    public static WalletAuthFailure requestIdUnknown(String reason) {
        return new WalletAuthFailure(reason, "REQUEST_ID_UNKNOWN", true);
    }

    public static WalletAuthFailure requestIdExpired() {
        return new WalletAuthFailure("Request-Id has expired: start the operation again without the signature headers", "REQUEST_ID_EXPIRED", true);
    }

    public static WalletAuthFailure requestIdReused() {
        return new WalletAuthFailure("Request-Id was already used: start the operation again without the signature headers", "REQUEST_ID_REUSED", true);
    }

    public static WalletAuthFailure sessionEnded() {
        return sessionEnded("The wallet signature is by a session that has expired or was revoked: log in again");
    }

    public static WalletAuthFailure sessionEnded(String reason) {
        return new WalletAuthFailure(reason, "SESSION_ENDED", true);
    }

    public static WalletAuthFailure unauthorized(String reason) {
        return new WalletAuthFailure(ErrorCode.UNAUTHORIZED, reason);
    }

    public static WalletAuthFailure signatureMissing() {
        return new WalletAuthFailure(ErrorCode.WALLET_SIGNATURE_MISSING, "The wallet signature header is required on the signed retry");
    }

    public static WalletAuthFailure requestIdMissing() {
        return requestIdMissing("The Request-Id header is required on the signed retry");
    }

    public static WalletAuthFailure requestIdMissing(String reason) {
        return new WalletAuthFailure(ErrorCode.REQUEST_ID_MISSING, reason);
    }

    public static WalletAuthFailure bodyMismatch() {
        return new WalletAuthFailure(ErrorCode.WALLET_SIGNATURE_BODY_MISMATCH,
                "The signed retry's body differs from the body of the request that issued the challenge");
    }

    public static WalletAuthFailure signatureInvalid(String reason) {
        return new WalletAuthFailure(ErrorCode.WALLET_SIGNATURE_INVALID, reason);
    }
}
