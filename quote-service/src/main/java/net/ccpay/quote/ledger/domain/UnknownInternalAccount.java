package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * The entries asked for belong to no internal account. The ledger's own failure (the accounts context
 * depends on the ledger, not the other way round); it reads exactly as {@code InternalAccountNotFound}.
 */
public class UnknownInternalAccount extends DomainException {
    public UnknownInternalAccount(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Internal account " + id + " not found");
    }
}
