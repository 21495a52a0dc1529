package net.ccpay.quote.accounts.domain;

import net.ccpay.common.error.DomainException;

/** No internal account has this id (or the id is not an internal account id). */
public class InternalAccountNotFound extends DomainException {
    public InternalAccountNotFound(String id) {
        super("Internal account " + id + " not found");
    }
}
