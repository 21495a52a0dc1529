package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a StablecoinOperation ({@code StablecoinOperation:<uuid v7>}). */
public record StablecoinOperationId(String value) implements TypedId {

    public static final String TYPE = "StablecoinOperation";

    public StablecoinOperationId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed StablecoinOperation id (the caller answers 400 or 404). */
    public static Optional<StablecoinOperationId> parse(String value) {
        return Ids.parse(TYPE, value).map(StablecoinOperationId::new);
    }

    public static StablecoinOperationId newId() {
        return new StablecoinOperationId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
