package net.ccpay.quote;

import net.ccpay.quote.external.domain.BeneficiaryVerification;
import net.ccpay.quote.external.domain.InvalidBankAccount;
import net.ccpay.quote.external.domain.SandboxAccountRules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The brief's beneficiary-verification table, row by row. */
class SandboxAccountRulesTest {

    @ParameterizedTest(name = "identifier {0} → {1}")
    @CsvSource({
            "123456102, NOT_MATCHED",
            "123456103, PARTIAL_MATCH",
            "123456104, PENDING",
            "123456106, UNSUPPORTED",
            "123456107, CHECKED_BY_RECEIVING_FI",
            "123456789, MATCHED",
            "123456002, MATCHED",
            "testuser.102@pix.com.br, NOT_MATCHED",
            "testuser@pix.com.br, MATCHED"})
    void beneficiaryVerificationFollowsTheLastThreeCharactersOfTheIdentifier(String identifier, BeneficiaryVerification expected) {
        assertEquals(expected, SandboxAccountRules.beneficiaryVerification(identifier));
    }

    @ParameterizedTest
    @CsvSource({"123456105", "testuser.105@pix.com.br"})
    void suffix105RefusesTheAccount(String identifier) {
        assertThrows(InvalidBankAccount.class, () -> SandboxAccountRules.beneficiaryVerification(identifier));
    }

    @ParameterizedTest
    @CsvSource({"GB82WEST12345698765002, 002", "testuser.005@pix.com.br, 005", "ab, ab"})
    void theSuffixIsTakenFromTheUsernamePartOfDomainIdentifiers(String identifier, String suffix) {
        assertEquals(suffix, SandboxAccountRules.suffix(identifier));
    }
}
