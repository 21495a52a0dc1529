package net.ccpay.customer.verification.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.customers.KycStatus;

/** A hosted verification link was asked for a customer whose verification is decided. */
public class NothingToVerify extends DomainException {
    public NothingToVerify(String customerId, KycStatus status) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Customer " + customerId + " is already " + status + "; there is nothing left to verify");
    }
}
