package net.ccpay.auth.agents.infrastructure;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** quote-service could not say what agents used: 503 SERVICE_UNAVAILABLE, worth retrying. */
public final class UsageUnavailable extends DomainException {
    public UsageUnavailable(String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "Agent usage cannot be read right now (" + why + "); retry shortly");
    }
}
