package net.ccpay.quote.accounts.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** Money cannot move through an account that is not ACTIVE (pending, frozen, closed or failed). */
public class AccountNotActive extends DomainException {

    private final InternalAccount.Status status;

    public AccountNotActive(String id, InternalAccount.Status status) {
        // the contract lists no 409 for the operations that move money, so this is a 400
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, "Internal account " + id + " is " + status + "; only ACTIVE accounts send or receive money");
        this.status = status;
    }

    public InternalAccount.Status status() { return status; }
}
