package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** The account is not a funding source of the card. */
public class CardFundingSourceNotFound extends DomainException {
    public CardFundingSourceNotFound(String cardId, String accountId) {
        super(Kind.NOT_FOUND, "REFERENCE_NOT_FOUND", "Internal account " + accountId + " is not a funding source of card " + cardId);
    }
}
