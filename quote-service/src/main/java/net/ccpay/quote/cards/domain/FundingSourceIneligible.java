package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** A funding source is not the cardholder's, not active, or not in the card's currency. */
public class FundingSourceIneligible extends DomainException {
    public FundingSourceIneligible(String accountId, String why) {
        super(Kind.INVALID, "FUNDING_SOURCE_INELIGIBLE", "Funding source " + accountId + " is ineligible: " + why);
    }
}
