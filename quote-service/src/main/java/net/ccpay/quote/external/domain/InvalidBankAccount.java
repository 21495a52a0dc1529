package net.ccpay.quote.external.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The receiving institution reports the account as invalid (sandbox suffix 105). */
public class InvalidBankAccount extends DomainException {
    public InvalidBankAccount() {
        super(Kind.INVALID, ErrorCode.INVALID_BANK_ACCOUNT, "The receiving institution reports this account as invalid");
    }
}
