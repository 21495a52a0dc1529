package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** Cancel named a transaction that is not an outgoing payment still in flight. */
public class TransactionNotCancellable extends DomainException {
    public TransactionNotCancellable(String id, TransactionStatus status) {
        super(Kind.CONFLICT, ErrorCode.TRANSACTION_NOT_CANCELLABLE,
                "Transaction " + id + " is " + status + "; only an outgoing payment that is PROCESSING and not yet delivered can be cancelled",
                Map.of("transactionStatus", status.name()));
    }
}
