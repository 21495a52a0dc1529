package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The source and the destination are the same account. */
public class SelfPayment extends DomainException {
    public SelfPayment(String accountId) {
        super(Kind.INVALID, ErrorCode.SELF_PAYMENT, "Account " + accountId + " is both the source and the destination");
    }
}
