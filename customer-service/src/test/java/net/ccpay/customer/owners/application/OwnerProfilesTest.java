package net.ccpay.customer.owners.application;

import net.ccpay.common.customers.KycStatus;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OwnerProfilesTest {

    private static BeneficialOwner holding(String profile) {
        return new BeneficialOwner("BeneficialOwner:1", "Customer:1", KycStatus.UNVERIFIED, profile, Instant.EPOCH);
    }

    @Test
    void anOwnersShareIsItsStoredPercentageOrNothing() {
        assertEquals(60, OwnerProfiles.ownershipPercentage(holding("{\"ownershipPercentage\":60}")));
        assertEquals(0, OwnerProfiles.ownershipPercentage(holding("{\"roles\":[\"DIRECTOR\"]}")));
    }
}
