package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** A challenge's code was re-sent moments ago, or too often (429 RATE_LIMITED with Retry-After). */
public class ScaResendTooSoon extends DomainException {
    private final int retryAfter;

    public ScaResendTooSoon(String challengeId, int retryAfterSeconds) {
        super(Kind.RATE_LIMITED, ErrorCode.RATE_LIMITED, "The code of this SCA challenge was sent moments ago; retry after "
                + retryAfterSeconds + " s", Map.of("challengeId", challengeId));
        this.retryAfter = retryAfterSeconds;
    }

    @Override
    public Integer retryAfterSeconds() { return retryAfter; }
}
