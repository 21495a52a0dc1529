package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The SMS provider did not take an SCA code's message (503 SERVICE_UNAVAILABLE); the message never names the code. */
public class ScaCodeNotSent extends DomainException {
    public ScaCodeNotSent(String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "The SCA code could not be sent by SMS (" + why + "); ask for a new code shortly");
    }
}
