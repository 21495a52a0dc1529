package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** Closing a card that is already closed. */
public class CardAlreadyClosed extends DomainException {
    public CardAlreadyClosed(String id) {
        super(Kind.CONFLICT, "CARD_ALREADY_CLOSED", "Card " + id + " is already closed");
    }
}
