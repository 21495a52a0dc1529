package net.ccpay.customer.verification.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A hosted verification link was asked for a customer whose verification is decided. */
public class NothingToVerify extends DomainException {
    public NothingToVerify(String customerId, String status) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Customer " + customerId + " is already " + status + "; there is nothing left to verify");
    }
}
