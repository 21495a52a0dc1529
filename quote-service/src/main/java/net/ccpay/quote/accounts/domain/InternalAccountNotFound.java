package net.ccpay.quote.accounts.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No internal account has this id (or the id is not an internal account id). */
public class InternalAccountNotFound extends DomainException {
    public InternalAccountNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Internal account " + id + " not found");
    }
}
