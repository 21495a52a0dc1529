package net.ccpay.quote.receiver.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The text is not a UMA address. */
public class InvalidUmaAddress extends DomainException {
    public InvalidUmaAddress(String address) {
        super(Kind.INVALID, ErrorCode.INVALID_UMA_ADDRESS, "'" + address + "' is not a UMA address; the form is $user@domain.example");
    }
}
