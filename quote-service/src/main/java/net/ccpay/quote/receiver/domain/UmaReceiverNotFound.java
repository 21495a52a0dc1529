package net.ccpay.quote.receiver.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No receiver answers at this UMA address (or it can receive no currency yet). */
public class UmaReceiverNotFound extends DomainException {
    public UmaReceiverNotFound(String address) {
        super(Kind.NOT_FOUND, ErrorCode.UMA_NOT_FOUND, "No receiver at " + address);
    }
}
