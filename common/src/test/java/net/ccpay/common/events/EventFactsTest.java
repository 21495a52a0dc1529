package net.ccpay.common.events;

import net.ccpay.common.events.EventFacts.CustomerFacts;
import net.ccpay.common.events.EventFacts.InternalAccountFacts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EventFactsTest {

    private static final String PUBLIC_CUSTOMER = "{\"id\":\"Customer:7\",\"platformCustomerId\":\"p-7\",\"customerType\":\"BUSINESS\","
            + "\"kycStatus\":\"PENDING\",\"kybStatus\":\"APPROVED\",\"email\":\"a@b.example\",\"currencies\":[\"USD\",\"EUR\"],"
            + "\"umaAddress\":\"$ada@ccpay.example\",\"address\":{\"country\":\"FR\"}}";

    private static EventEnvelope envelope(EventType type, String data, int version, String facts) {
        return EventCodec.decode(EventCodec.encode(new EventEnvelope("Event:1", type.wire(), "test", "2026-01-01T00:00:00Z",
                "Customer:7", data, version, facts)));
    }

    @Test
    void aCustomersFactsTravelAndComeBackAsTheyWere() {
        CustomerFacts sent = new CustomerFacts("Customer:7", "p-7", "INDIVIDUAL", "APPROVED", "a@b.example", "+14155550100",
                null, List.of("USD"), false, "DE");
        EventEnvelope e = envelope(EventType.CUSTOMER_KYC_APPROVED, "{\"unrelated\":true}", 2, EventFacts.toJson(sent));
        assertEquals(2, e.schemaVersion());
        assertEquals(sent, EventFacts.customer(e)); // read from the facts, not from the public data
        assertTrue(EventFacts.customer(e).approved());
    }

    @Test
    void aVersionOneCustomerEventIsReadFromItsPublicData() {
        String v1 = "{\"eventId\":\"Event:1\",\"type\":\"CUSTOMER.KYB_APPROVED\",\"source\":\"customer-service\","
                + "\"occurredAt\":\"2026-01-01T00:00:00Z\",\"aggregateId\":\"Customer:7\",\"data\":" + PUBLIC_CUSTOMER + "}";
        EventEnvelope e = EventCodec.decode(v1);
        assertEquals(1, e.schemaVersion());
        assertNull(e.facts());
        CustomerFacts c = EventFacts.customer(e);
        assertEquals("APPROVED", c.status()); // a business's status is its KYB status
        assertEquals(List.of("USD", "EUR"), c.currencies());
        assertEquals("$ada@ccpay.example", c.umaAddress());
        assertEquals("FR", c.country());
        assertFalse(c.deleted());
    }

    @Test
    void aVersionOneDeletionIsADeletionEvenWithoutTheFlag() {
        EventEnvelope e = envelope(EventType.CUSTOMER_DELETED, PUBLIC_CUSTOMER, 1, null);
        assertTrue(EventFacts.customer(e).deleted());
    }

    @Test
    void anAccountsFactsComeFromFactsOrFromAVersionOneAccount() {
        InternalAccountFacts sent = new InternalAccountFacts("InternalAccount:1", "Customer:7", "EMBEDDED_WALLET", "ACTIVE");
        assertEquals(sent, EventFacts.internalAccount(envelope(EventType.INTERNAL_ACCOUNT_STATUS_UPDATED, "{}", 2,
                EventFacts.toJson(sent))));
        InternalAccountFacts v1 = EventFacts.internalAccount(envelope(EventType.INTERNAL_ACCOUNT_STATUS_UPDATED,
                "{\"id\":\"InternalAccount:1\",\"customerId\":\"Customer:7\",\"type\":\"EMBEDDED_WALLET\",\"status\":\"ACTIVE\"}", 1, null));
        assertEquals(sent, v1);
        assertTrue(v1.embeddedWallet());
    }

    @Test
    void factsOfAnotherFamilyAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> EventFacts.customer(envelope(EventType.INTERNAL_ACCOUNT_STATUS_UPDATED, "{}", 2, "{}")));
    }

    @Test
    void typesAreDeclaredOnceAndUnknownNamesAreEmpty() {
        assertEquals(EventType.OUTGOING_PAYMENT_COMPLETED, EventType.of(EventType.Family.OUTGOING_PAYMENT, "COMPLETED"));
        assertEquals("CUSTOMER.KYB_PENDING", EventType.CUSTOMER_KYB_PENDING.wire());
        assertThrows(IllegalArgumentException.class, () -> EventType.of(EventType.Family.CARD, "MELTED"));
        assertTrue(EventType.fromWire("CARD.MELTED").isEmpty());
        assertTrue(EventType.fromWire(null).isEmpty());
        assertFalse(EventType.PLATFORM_CONFIG_UPDATED.becomesWebhook());
        assertTrue(EventType.INCOMING_PAYMENT_PENDING.becomesWebhook());
    }
}
