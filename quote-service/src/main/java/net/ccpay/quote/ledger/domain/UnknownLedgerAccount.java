package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** An entry names an account the ledger does not have. Nothing was booked. */
public class UnknownLedgerAccount extends DomainException {
    public UnknownLedgerAccount(LedgerAccountId account) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Account " + account.value() + " not found");
    }
}
