package net.ccpay.quote.cards.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a Card ({@code Card:<uuid v7>}). */
public record CardId(String value) implements TypedId {

    public static final String TYPE = "Card";

    public CardId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed Card id (the caller answers 400 or 404). */
    public static Optional<CardId> parse(String value) {
        return Ids.parse(TYPE, value).map(CardId::new);
    }

    public static CardId newId() {
        return new CardId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
