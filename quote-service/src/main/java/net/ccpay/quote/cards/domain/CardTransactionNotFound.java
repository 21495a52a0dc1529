package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** No card transaction of this card has this id. */
public class CardTransactionNotFound extends DomainException {
    public CardTransactionNotFound(String id) {
        super(Kind.NOT_FOUND, "REFERENCE_NOT_FOUND", "Card transaction " + id + " not found");
    }
}
