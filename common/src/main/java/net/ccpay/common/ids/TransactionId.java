package net.ccpay.common.ids;

import java.util.Objects;
import java.util.Optional;

/** The id of a Transaction ({@code Transaction:<uuid v7>}). */
public record TransactionId(String value) implements TypedId {

    public static final String TYPE = "Transaction";

    public TransactionId {
        Objects.requireNonNull(value, "value");
        if (!Ids.hasType(TYPE, value)) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed Transaction id (the caller answers 400 or 404). */
    public static Optional<TransactionId> parse(String value) {
        return Ids.parse(TYPE, value).map(TransactionId::new);
    }

    public static TransactionId newId() {
        return new TransactionId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
