package net.ccpay.quote.accounts.domain;

import net.ccpay.common.error.DomainException;

/** Money cannot move through an account that is not ACTIVE (pending, frozen, closed or failed). */
public class AccountNotActive extends DomainException {

    private final InternalAccount.Status status;

    public AccountNotActive(String id, InternalAccount.Status status) {
        super("Internal account " + id + " is " + status + "; only ACTIVE accounts send or receive money");
        this.status = status;
    }

    public InternalAccount.Status status() { return status; }
}
