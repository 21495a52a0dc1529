package net.ccpay.common.ids;

import java.util.Objects;
import java.util.Optional;

/** The id of a Journal ({@code Journal:<uuid v7>}). */
public record JournalId(String value) implements TypedId {

    public static final String TYPE = "Journal";

    public JournalId {
        Objects.requireNonNull(value, "value");
        if (!Ids.hasType(TYPE, value)) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed Journal id (the caller answers 400 or 404). */
    public static Optional<JournalId> parse(String value) {
        return Ids.parse(TYPE, value).map(JournalId::new);
    }

    public static JournalId newId() {
        return new JournalId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
