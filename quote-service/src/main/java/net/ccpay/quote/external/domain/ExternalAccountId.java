package net.ccpay.quote.external.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a ExternalAccount ({@code ExternalAccount:<uuid v7>}). */
public record ExternalAccountId(String value) implements TypedId {

    public static final String TYPE = "ExternalAccount";

    public ExternalAccountId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed ExternalAccount id (the caller answers 400 or 404). */
    public static Optional<ExternalAccountId> parse(String value) {
        return Ids.parse(TYPE, value).map(ExternalAccountId::new);
    }

    public static ExternalAccountId newId() {
        return new ExternalAccountId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
