package net.ccpay.quote.remote;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** What a client sees when a service this request needs cannot answer now: 503 SERVICE_UNAVAILABLE, worth retrying. */
public class RemoteServiceUnavailable extends DomainException {
    public RemoteServiceUnavailable(String message) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, message);
    }
}
