package net.ccpay.customer.owners.domain;

import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TypedId;

import java.util.Objects;
import java.util.Optional;

/** The id of a BeneficialOwner ({@code BeneficialOwner:<uuid v7>}). */
public record BeneficialOwnerId(String value) implements TypedId {

    public static final String TYPE = "BeneficialOwner";

    public BeneficialOwnerId {
        Objects.requireNonNull(value, "value");
        if (Ids.parse(TYPE, value).isEmpty()) {
            throw new IllegalArgumentException("not a " + TYPE + " id");
        }
    }

    /** The id, or empty when {@code value} is not a well-formed BeneficialOwner id (the caller answers 400 or 404). */
    public static Optional<BeneficialOwnerId> parse(String value) {
        return Ids.parse(TYPE, value).map(BeneficialOwnerId::new);
    }

    public static BeneficialOwnerId newId() {
        return new BeneficialOwnerId(Ids.newId(TYPE));
    }

    @Override
    public String type() { return TYPE; }

    @Override
    public String toString() { return value; }
}
