package net.ccpay.quote.receiver.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The sender holds no active account in the currency it would send from. */
public class NoSendingAccount extends DomainException {
    public NoSendingAccount(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_CURRENCY, message);
    }
}
