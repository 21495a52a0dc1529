package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a Stablecoin ({@code Stablecoin:<uuid v7>}). */
public record StablecoinId(String value) implements TypedId {

    public static final String TYPE = "Stablecoin";

    public StablecoinId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed Stablecoin id (the caller answers 400 or 404). */
    public static Optional<StablecoinId> parse(String value) {
        return Ids.parse(TYPE, value).map(StablecoinId::new);
    }

    public static StablecoinId newId() {
        return new StablecoinId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
