package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** Approve or reject named a transaction that is not waiting for the platform's decision. */
public class TransactionNotPendingApproval extends DomainException {
    public TransactionNotPendingApproval(String id, TransactionStatus status) {
        super(Kind.CONFLICT, ErrorCode.TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL,
                "Transaction " + id + " is " + status + "; only a PENDING incoming payment waits for approval",
                Map.of("transactionStatus", status.name()));
    }
}
