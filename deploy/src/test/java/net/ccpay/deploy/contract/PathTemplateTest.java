package net.ccpay.deploy.contract;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PathTemplateTest {

    private final PathTemplate customer = PathTemplate.of("/customers/{customerId}");
    private final PathTemplate internalAccounts = PathTemplate.of("/customers/internal-accounts");

    @Test
    void aParameterMatchesAnyOneSegment() {
        assertTrue(customer.matches("/customers/Customer:019542f5-b3e7-1d02-0000-000000000001"));
        assertTrue(customer.matches("/customers/internal-accounts"));
    }

    @Test
    void literalSegmentsMustBeEqual() {
        assertTrue(internalAccounts.matches("/customers/internal-accounts"));
        assertFalse(internalAccounts.matches("/customers/external-accounts"));
        assertFalse(internalAccounts.matches("/Customers/internal-accounts"));
    }

    @Test
    void theNumberOfSegmentsMustBeEqual() {
        assertFalse(customer.matches("/customers"));
        assertFalse(customer.matches("/customers/Customer:1/kyc-link"));
        assertFalse(customer.matches("/customers/Customer:1/"));
    }

    @Test
    void anEmptySegmentMatchesNoParameter() {
        assertFalse(customer.matches("/customers/"));
        assertFalse(PathTemplate.of("/customers/{customerId}/kyc-link").matches("/customers//kyc-link"));
    }

    @Test
    void anEncodedSlashStaysInsideItsSegment() {
        assertTrue(customer.matches("/customers/a%2Fb"));
        assertFalse(PathTemplate.of("/customers/{customerId}/kyc-link").matches("/customers/a%2Fkyc-link"));
    }

    @Test
    void aLiteralSegmentIsMoreSpecificThanAParameter() {
        assertTrue(internalAccounts.compareSpecificity(customer) < 0);
        assertTrue(customer.compareSpecificity(internalAccounts) > 0);
        assertTrue(customer.compareSpecificity(PathTemplate.of("/customers/{id}")) == 0);
    }
}
