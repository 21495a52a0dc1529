package net.ccpay.common.ids;

import java.util.Objects;
import java.util.Optional;

/** The id of a Customer ({@code Customer:<uuid v7>}). */
public record CustomerId(String value) implements TypedId {

    public static final String TYPE = "Customer";

    public CustomerId {
        Objects.requireNonNull(value, "value");
        if (!Ids.hasType(TYPE, value)) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed Customer id (the caller answers 400 or 404). */
    public static Optional<CustomerId> parse(String value) {
        return Ids.parse(TYPE, value).map(CustomerId::new);
    }

    public static CustomerId newId() {
        return new CustomerId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
