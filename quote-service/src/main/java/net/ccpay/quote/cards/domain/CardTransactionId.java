package net.ccpay.quote.cards.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a CardTransaction ({@code CardTransaction:<uuid v7>}). */
public record CardTransactionId(String value) implements TypedId {

    public static final String TYPE = "CardTransaction";

    public CardTransactionId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed CardTransaction id (the caller answers 400 or 404). */
    public static Optional<CardTransactionId> parse(String value) {
        return Ids.parse(TYPE, value).map(CardTransactionId::new);
    }

    public static CardTransactionId newId() {
        return new CardTransactionId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
