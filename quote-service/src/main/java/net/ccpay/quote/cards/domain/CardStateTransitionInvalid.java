package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** A state change the card lifecycle does not allow. */
public class CardStateTransitionInvalid extends DomainException {
    public CardStateTransitionInvalid(String id, CardState from, CardState to) {
        super(Kind.CONFLICT, "INVALID_STATE_TRANSITION", "Card " + id + " cannot go from " + from + " to " + to);
    }
}
