package net.ccpay.customer.verification.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No verification has this id. */
public class VerificationNotFound extends DomainException {
    public VerificationNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Verification " + id + " not found");
    }
}
