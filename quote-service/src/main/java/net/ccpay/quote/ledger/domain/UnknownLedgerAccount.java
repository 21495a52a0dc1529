package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;

/** An entry names an account the ledger does not have. Nothing was booked. */
public class UnknownLedgerAccount extends DomainException {
    public UnknownLedgerAccount(String accountId) {
        super("Account " + accountId + " not found");
    }
}
