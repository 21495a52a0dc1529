package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** Too many wrong codes for one challenge: it is spent (429 RATE_LIMITED, as the contract's authorize answers). */
public class ScaAttemptsExhausted extends DomainException {
    private final int retryAfter;

    public ScaAttemptsExhausted(String challengeId, int retryAfterSeconds) {
        super(Kind.RATE_LIMITED, ErrorCode.RATE_LIMITED, "Too many wrong codes for this SCA challenge: it is spent; start a new one",
                Map.of("challengeId", challengeId));
        this.retryAfter = retryAfterSeconds;
    }

    @Override
    public Integer retryAfterSeconds() { return retryAfter; }
}
