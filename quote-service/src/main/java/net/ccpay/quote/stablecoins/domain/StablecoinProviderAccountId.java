package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a StablecoinProviderAccount ({@code StablecoinProviderAccount:<uuid v7>}). */
public record StablecoinProviderAccountId(String value) implements TypedId {

    public static final String TYPE = "StablecoinProviderAccount";

    public StablecoinProviderAccountId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed StablecoinProviderAccount id (the caller answers 400 or 404). */
    public static Optional<StablecoinProviderAccountId> parse(String value) {
        return Ids.parse(TYPE, value).map(StablecoinProviderAccountId::new);
    }

    public static StablecoinProviderAccountId newId() {
        return new StablecoinProviderAccountId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
