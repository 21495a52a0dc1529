package net.ccpay.customer.owners.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.owners.application.OwnerProfiles;
import net.ccpay.customer.owners.domain.BeneficialOwner;

/** BeneficialOwner → the contract's BeneficialOwner JSON. */
public final class BeneficialOwnerMapper {
    private BeneficialOwnerMapper() {}

    public static JsonObject toJson(BeneficialOwner o) {
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", o.id()).add("customerId", o.customerId());
        OwnerProfiles.profile(o).forEach(b::add);
        return b.add("kycStatus", o.kycStatus().name())
                .add("createdAt", o.createdAt().toString())
                .add("updatedAt", o.updatedAt().toString())
                .build();
    }
}
