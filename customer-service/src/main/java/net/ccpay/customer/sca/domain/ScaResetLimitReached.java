package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** More than five factor resets started in 24 hours (429 RATE_LIMITED with Retry-After). */
public class ScaResetLimitReached extends DomainException {
    private final int retryAfter;

    public ScaResetLimitReached(int retryAfterSeconds) {
        super(Kind.RATE_LIMITED, ErrorCode.RATE_LIMITED, "At most 5 factor resets may be started in 24 hours; retry after " + retryAfterSeconds + " s");
        this.retryAfter = retryAfterSeconds;
    }

    @Override
    public Integer retryAfterSeconds() { return retryAfter; }
}
