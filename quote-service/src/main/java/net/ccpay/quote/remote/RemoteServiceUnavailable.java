package net.ccpay.quote.remote;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.function.Function;

/** What a client sees when a service this request needs cannot answer now: 503 SERVICE_UNAVAILABLE, worth retrying. */
public class RemoteServiceUnavailable extends DomainException {

    public RemoteServiceUnavailable(String what, String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, what + " cannot be read right now (" + why + "); retry shortly");
    }

    /**
     * For common's {@code RemoteFailures.unavailable}: the exception saying that {@code what} ("Customer
     * records") cannot be read, given why.
     */
    public static Function<String, RemoteServiceUnavailable> of(String what) {
        return why -> new RemoteServiceUnavailable(what, why);
    }
}
