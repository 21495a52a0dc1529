package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** A closed card cannot be changed, nor its details revealed. */
public class CardNotMutable extends DomainException {
    public CardNotMutable(String id) {
        this(Kind.CONFLICT, "Card " + id + " is closed and cannot be changed");
    }

    /** A reveal of a closed card: its details are no longer shown. */
    public static CardNotMutable revealRefused(String id) {
        return new CardNotMutable(Kind.CONFLICT, "Card " + id + " is closed: its details can no longer be revealed");
    }

    private CardNotMutable(Kind kind, String message) {
        super(kind, "CARD_NOT_MUTABLE", message);
    }
}
