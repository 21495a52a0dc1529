package net.ccpay.quote.cards.domain;

/** The announcements of card changes (recorded in the caller's transaction). */
public interface CardEvents {

    /** CARD.STATE_CHANGE: the card after a state transition. */
    void stateChanged(Card card);

    /** CARD.FUNDING_SOURCE_CHANGE: the card after its funding sources were replaced. */
    void fundingSourcesChanged(Card card);

    /** CARD_TRANSACTION.&lt;status&gt;: the transaction after a change. */
    void transactionChanged(CardTransaction tx);
}
