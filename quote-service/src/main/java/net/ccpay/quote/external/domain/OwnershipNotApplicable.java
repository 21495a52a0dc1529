package net.ccpay.quote.external.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** 409: ownership cannot be challenged or verified for this account now (the message says why). */
public final class OwnershipNotApplicable extends DomainException {
    public OwnershipNotApplicable(String message) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, message);
    }
}
