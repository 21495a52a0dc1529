package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** A closed card cannot be changed. */
public class CardNotMutable extends DomainException {
    public CardNotMutable(String id) {
        super(Kind.CONFLICT, "CARD_NOT_MUTABLE", "Card " + id + " is closed and cannot be changed");
    }
}
