package net.ccpay.quote.remote;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** What a client sees when a service this request needs cannot answer now: 503 SERVICE_UNAVAILABLE, worth retrying. */
public class RemoteServiceUnavailable extends ApiException {
    public RemoteServiceUnavailable(String message) {
        super(503, ErrorCode.SERVICE_UNAVAILABLE, message);
    }
}
