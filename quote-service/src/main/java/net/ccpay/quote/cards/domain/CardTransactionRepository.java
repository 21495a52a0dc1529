package net.ccpay.quote.cards.domain;

import java.util.List;
import java.util.Optional;

/** The card network's transactions. */
public interface CardTransactionRepository {

    void add(CardTransaction transaction);

    /** The transaction with its row locked until the transaction ends. */
    Optional<CardTransaction> findForUpdate(String id);

    /** The ids of a card's transactions still AUTHORIZED or PARTIALLY_SETTLED, in id order. */
    List<String> openIdsOfCard(String cardId);
}
