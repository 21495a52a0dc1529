package net.ccpay.customer.owners.application;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.owners.domain.BeneficialOwner;

import java.io.StringReader;

/** A beneficial owner's stored profile (roles, ownershipPercentage and personalInfo, as the contract shapes them), read. */
public final class OwnerProfiles {

    private OwnerProfiles() {}

    /** The stored profile. */
    public static JsonObject profile(BeneficialOwner o) {
        try (JsonReader r = JsonP.createReader(new StringReader(o.profile()))) {
            return r.readObject();
        }
    }

    /** The share of the business the owner holds, in whole percent; 0 when none is stored. */
    public static int ownershipPercentage(BeneficialOwner o) {
        return profile(o).getInt("ownershipPercentage", 0);
    }
}
