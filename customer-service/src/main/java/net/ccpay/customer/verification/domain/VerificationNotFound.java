package net.ccpay.customer.verification.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** No verification has this id. */
public class VerificationNotFound extends ApiException {
    public VerificationNotFound(String id) {
        super(404, ErrorCode.REFERENCE_NOT_FOUND, "Verification " + id + " not found");
    }
}
