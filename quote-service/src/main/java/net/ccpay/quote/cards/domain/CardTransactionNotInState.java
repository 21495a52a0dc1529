package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** The card transaction is not in a state this simulation applies to (the contract has no 409 on these paths). */
public class CardTransactionNotInState extends DomainException {
    public CardTransactionNotInState(String id, String status, String needed) {
        super(Kind.INVALID, "INVALID_INPUT", "Card transaction " + id + " is " + status + "; this simulation needs " + needed);
    }
}
