package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** No card has this id. */
public class CardNotFound extends DomainException {
    public CardNotFound(String id) {
        super(Kind.NOT_FOUND, "REFERENCE_NOT_FOUND", "Card " + id + " not found");
    }
}
