package net.ccpay.auth.wallet.delegated.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a DelegatedKey ({@code DelegatedKey:<uuid v7>}). */
public record DelegatedKeyId(String value) implements TypedId {

    public static final String TYPE = "DelegatedKey";

    public DelegatedKeyId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed DelegatedKey id (the caller answers 400 or 404). */
    public static Optional<DelegatedKeyId> parse(String value) {
        return Ids.parse(TYPE, value).map(DelegatedKeyId::new);
    }

    public static DelegatedKeyId newId() {
        return new DelegatedKeyId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
