package net.ccpay.quote.external.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No external account has this id (or it was deleted). */
public class ExternalAccountNotFound extends DomainException {
    public ExternalAccountNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "External account " + id + " not found");
    }
}
