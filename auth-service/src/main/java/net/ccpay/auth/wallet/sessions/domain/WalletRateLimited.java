package net.ccpay.auth.wallet.sessions.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * 429 RATE_LIMITED with {@code Retry-After}: too many challenges or verify attempts for one credential
 * in the current minute, or an OTP credential locked after too many wrong codes. {@code details.reason}
 * says which (CHALLENGE_LIMIT, VERIFY_LIMIT, OTP_LOCKED).
 */
public final class WalletRateLimited extends DomainException {

    private final int retryAfterSeconds;

    private WalletRateLimited(String reason, String message, long retryAfterSeconds) {
        super(Kind.RATE_LIMITED, ErrorCode.RATE_LIMITED, message, Map.of("reason", reason));
        this.retryAfterSeconds = (int) Math.max(1, Math.min(Integer.MAX_VALUE, retryAfterSeconds));
    }

    public static WalletRateLimited challenges(long retryAfterSeconds) {
        return new WalletRateLimited("CHALLENGE_LIMIT", "Too many challenges for this credential in the last minute; retry after "
                + Math.max(1, retryAfterSeconds) + " seconds", retryAfterSeconds);
    }

    public static WalletRateLimited verifies(long retryAfterSeconds) {
        return new WalletRateLimited("VERIFY_LIMIT", "Too many verification attempts for this credential in the last minute; retry after "
                + Math.max(1, retryAfterSeconds) + " seconds", retryAfterSeconds);
    }

    public static WalletRateLimited locked(long retryAfterSeconds) {
        return new WalletRateLimited("OTP_LOCKED", "This credential is locked after too many wrong one-time codes; retry after "
                + Math.max(1, retryAfterSeconds) + " seconds", retryAfterSeconds);
    }

    @Override
    public Integer retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
