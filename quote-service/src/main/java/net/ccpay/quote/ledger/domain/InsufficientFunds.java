package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.money.Money;

/** A debit would take an account that must stay positive below zero. Nothing was booked. */
public class InsufficientFunds extends DomainException {

    private final String accountId;

    public InsufficientFunds(LedgerAccountId account, Money available, Money requested) {
        // the contract has no dedicated code for an insufficient balance at 400
        super(Kind.INVALID, ErrorCode.INVALID_AMOUNT, "Account " + account.value() + " holds " + available + ", less than the " + requested + " to debit");
        this.accountId = account.value();
    }

    public String accountId() { return accountId; }
}
