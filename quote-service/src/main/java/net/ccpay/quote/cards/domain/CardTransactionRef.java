package net.ccpay.quote.cards.domain;

import java.util.Optional;

/**
 * A card transaction a sandbox message names: the text it gave, and the transaction's id when the text is one.
 * Its card is judged first (an unknown card is the answer before an unknown transaction), so text that cannot be
 * a transaction's id is reported by the use case, as an unknown transaction, and not at the edge.
 */
public record CardTransactionRef(String text, Optional<CardTransactionId> id) {

    public static CardTransactionRef parse(String text) {
        return new CardTransactionRef(text, CardTransactionId.parse(text));
    }

    public static CardTransactionRef of(CardTransactionId id) {
        return new CardTransactionRef(id.value(), Optional.of(id));
    }
}
