package net.ccpay.customer.documents.domain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DocumentHolderTest {

    private static final String UUID = "019300aa-bbbb-7ccc-8ddd-eeeeffff0000";

    @Test
    void aCustomerOrABeneficialOwner() {
        DocumentHolder customer = DocumentHolder.parse("Customer:" + UUID).orElseThrow();
        assertEquals("Customer:" + UUID, assertInstanceOf(DocumentHolder.OfCustomer.class, customer).id().value());
        DocumentHolder owner = DocumentHolder.parse("BeneficialOwner:" + UUID).orElseThrow();
        assertEquals("BeneficialOwner:" + UUID, assertInstanceOf(DocumentHolder.OfOwner.class, owner).id().value());
    }

    @Test
    void anyOtherTextIsNoHolder() {
        for (String text : new String[] {"InternalAccount:" + UUID, "Customer:" + "0".repeat(36), "Customer:", "customer:" + UUID, ""}) {
            assertTrue(DocumentHolder.parse(text).isEmpty(), text);
        }
        assertTrue(DocumentHolder.parse(null).isEmpty());
    }
}
