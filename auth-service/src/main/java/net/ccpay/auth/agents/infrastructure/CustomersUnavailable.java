package net.ccpay.auth.agents.infrastructure;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** customer-service could not say whether a customer exists: 503 SERVICE_UNAVAILABLE, worth retrying. */
public final class CustomersUnavailable extends DomainException {
    public CustomersUnavailable(String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "Customer records cannot be read right now (" + why + "); retry shortly");
    }
}
