package net.ccpay.customer.customers.domain;

import net.ccpay.common.customers.KycStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The brief's "Sandbox: individual customer KYC" table, row by row (suffix of fullName at creation). */
class KycSandboxRulesTest {

    @ParameterizedTest(name = "fullName ''{0}'' → kycStatus {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Ada Lovelace 001 | PENDING
            Ada Lovelace 002 | REJECTED
            Ada Lovelace 003 | UNVERIFIED
            Ada Lovelace     | APPROVED
            Ada Lovelace 004 | APPROVED
            Ada Lovelace 0010| APPROVED
            Ada Lovelace 1001| PENDING
            ab               | APPROVED
            """)
    void theLastThreeCharactersOfTheFullNameDecideTheStatusAtCreation(String fullName, KycStatus status) {
        assertEquals(status, KycSandboxRules.statusAtCreation(fullName.strip()));
    }
}
