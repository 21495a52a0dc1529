package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No transaction has this id. */
public class TransactionNotFound extends DomainException {
    public TransactionNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.TRANSACTION_NOT_FOUND, "Transaction " + id + " not found");
    }
}
