package net.ccpay.customer.customers.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.customers.application.CustomerDetails;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerOwner;

import java.io.StringReader;

/** Customer → the contract's Customer JSON (the same shape for API responses and event data). */
public final class CustomerMapper {
    private CustomerMapper() {}

    /** Fields accepted on input but never returned (the contract marks them write-only). */
    private static final java.util.Set<String> WRITE_ONLY = java.util.Set.of("identifier");

    /** A business with its beneficial owners, an individual without. */
    public static JsonObject toJson(CustomerDetails d) {
        if (d.customer().isIndividual()) {
            return toJson(d.customer(), null);
        }
        jakarta.json.JsonArrayBuilder owners = JsonP.createArrayBuilder();
        d.owners().forEach(o -> owners.add(owner(o)));
        return toJson(d.customer(), owners.build());
    }

    /** A business's owner as the contract's BeneficialOwner JSON (the shape owners' BeneficialOwnerMapper answers). */
    static JsonObject owner(CustomerOwner o) {
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", o.id()).add("customerId", o.customerId());
        try (JsonReader r = JsonP.createReader(new StringReader(o.profile()))) {
            r.readObject().forEach(b::add);
        }
        return b.add("kycStatus", o.kycStatus().name())
                .add("createdAt", o.createdAt().toString())
                .add("updatedAt", o.updatedAt().toString())
                .build();
    }

    /** With {@code beneficialOwners} (BeneficialOwner JSON) for a business; null for an individual. */
    public static JsonObject toJson(Customer c, jakarta.json.JsonArray beneficialOwners) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", c.id())
                .add("platformCustomerId", c.platformCustomerId())
                .add("customerType", c.customerType())
                .add("umaAddress", c.umaAddress());
        try (JsonReader r = JsonP.createReader(new StringReader(c.profile()))) {
            r.readObject().forEach((k, v) -> {
                if (!WRITE_ONLY.contains(k) && !"customerType".equals(k)) {
                    b.add(k, v);
                }
            });
        }
        if (c.isIndividual()) {
            b.add("kycStatus", c.kycStatus().name());
        } else {
            b.add("kybStatus", c.kybStatus().name());
            b.add("beneficialOwners", beneficialOwners == null ? JsonValue.EMPTY_JSON_ARRAY : beneficialOwners);
        }
        return b.add("isDeleted", c.isDeleted())
                .add("createdAt", c.createdAt().toString())
                .add("updatedAt", c.updatedAt().toString())
                .build();
    }
}
