package net.ccpay.common.ids;

import java.util.Objects;
import java.util.Optional;

/** The id of a InternalAccount ({@code InternalAccount:<uuid v7>}). */
public record InternalAccountId(String value) implements TypedId {

    public static final String TYPE = "InternalAccount";

    public InternalAccountId {
        Objects.requireNonNull(value, "value");
        if (!Ids.hasType(TYPE, value)) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed InternalAccount id (the caller answers 400 or 404). */
    public static Optional<InternalAccountId> parse(String value) {
        return Ids.parse(TYPE, value).map(InternalAccountId::new);
    }

    public static InternalAccountId newId() {
        return new InternalAccountId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
