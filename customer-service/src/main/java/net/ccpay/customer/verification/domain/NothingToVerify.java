package net.ccpay.customer.verification.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** A hosted verification link was asked for a customer whose verification is decided. */
public class NothingToVerify extends ApiException {
    public NothingToVerify(String customerId, String status) {
        super(409, ErrorCode.CONFLICT, "Customer " + customerId + " is already " + status + "; there is nothing left to verify");
    }
}
