package net.ccpay.customer.verification.domain;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The brief's "Sandbox: business KYB" table (suffix of businessInfo.registrationNumber when verified). */
class KybSandboxRulesTest {

    @ParameterizedTest(name = "registrationNumber ''{0}'' → {1}")
    @CsvSource(delimiter = '|', nullValues = "(none)", textBlock = """
            REG-12345-003 | NO_AUTO_DECISION
            REG-12345-001 | NO_AUTO_DECISION
            REG-12345-002 | REJECTED
            REG-12345-004 | APPROVED
            REG-12345     | APPROVED
            (none)        | APPROVED
            """)
    void theRegistrationSuffixDecides(String registrationNumber, KybSandboxRules.Decision decision) {
        assertEquals(decision, KybSandboxRules.decisionFor(registrationNumber));
    }
}
