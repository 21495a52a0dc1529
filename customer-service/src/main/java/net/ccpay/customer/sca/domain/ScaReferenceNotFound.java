package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No such factor reset for this customer, or no such enrolled factor (404). */
public class ScaReferenceNotFound extends DomainException {
    public ScaReferenceNotFound(String what, String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, what + " " + id + " not found for this customer");
    }
}
