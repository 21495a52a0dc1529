package net.ccpay.customer.owners.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** No beneficial owner has this id. */
public class BeneficialOwnerNotFound extends ApiException {
    public BeneficialOwnerNotFound(String id) {
        super(404, ErrorCode.REFERENCE_NOT_FOUND, "Beneficial owner " + id + " not found");
    }
}
