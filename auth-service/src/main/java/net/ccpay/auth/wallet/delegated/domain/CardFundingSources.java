package net.ccpay.auth.wallet.delegated.domain;

import java.util.Optional;

/** The cards' funding sources (quote-service owns the cards). */
public interface CardFundingSources {

    /** A card's binding of one internal account. */
    record FundingSource(String id, String cardId, String accountId, String accountType, String customerId, String cardState) {}

    /** The binding of {@code accountId} to the card; empty when the card is unknown or the account is not one of its sources. */
    Optional<FundingSource> find(String cardId, String accountId);
}
