package net.ccpay.auth.wallet.delegated.infrastructure;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** quote-service could not say which card funding source a request names: 503 SERVICE_UNAVAILABLE, worth retrying. */
public final class FundingSourcesUnavailable extends DomainException {
    public FundingSourcesUnavailable(String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "Card funding sources cannot be read right now (" + why + "); retry shortly");
    }
}
