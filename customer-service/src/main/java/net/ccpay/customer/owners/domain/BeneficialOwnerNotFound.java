package net.ccpay.customer.owners.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No beneficial owner has this id. */
public class BeneficialOwnerNotFound extends DomainException {
    public BeneficialOwnerNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Beneficial owner " + id + " not found");
    }
}
