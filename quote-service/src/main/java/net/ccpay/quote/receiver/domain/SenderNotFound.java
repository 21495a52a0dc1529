package net.ccpay.quote.receiver.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No customer is the sender the lookup names. */
public class SenderNotFound extends DomainException {
    public SenderNotFound(String description) {
        super(Kind.NOT_FOUND, ErrorCode.USER_NOT_FOUND, description + " not found");
    }
}
