package net.ccpay.customer.invitations.infrastructure;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** webhook-service could not say what the platform config is: 503 SERVICE_UNAVAILABLE, worth retrying. */
public final class PlatformConfigUnavailable extends DomainException {
    public PlatformConfigUnavailable(String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "The platform config cannot be read right now (" + why + "); retry shortly");
    }
}
