package net.ccpay.customer.owners.domain;

import net.ccpay.common.customers.KycStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The brief's beneficial-owner table (suffix of personalInfo.lastName when the business resolves terminally). */
class BeneficialOwnerSandboxRulesTest {

    @ParameterizedTest(name = "lastName ''{0}'' → kycStatus {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Smith001 | PENDING
            Smith002 | REJECTED
            Smith003 | APPROVED
            Smith    | APPROVED
            """)
    void theLastNameSuffixDecidesWhenTheBusinessResolves(String lastName, KycStatus status) {
        assertEquals(status, BeneficialOwnerSandboxRules.statusWhenBusinessResolves(lastName));
    }

    @Test
    void ownersAreUnverifiedUntilTheirBusinessResolves() {
        assertEquals(KycStatus.UNVERIFIED, BeneficialOwnerSandboxRules.STATUS_AT_CREATION);
    }
}
