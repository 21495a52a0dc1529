package net.ccpay.common;

import net.ccpay.common.config.Secret;
import net.ccpay.common.events.EventCodec;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.ids.Ids;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdsAndSecretsTest {

    @Test
    void idsCarryTheirTypeAndSortByCreationTime() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ids.add(Ids.newId("Customer"));
            Thread.sleep(2);
        }
        List<String> sorted = new ArrayList<>(ids);
        sorted.sort(null);
        assertEquals(ids, sorted);
        assertTrue(Ids.hasType("Customer", ids.get(0)));
        assertFalse(Ids.hasType("Quote", ids.get(0)));
        assertEquals('7', ids.get(0).charAt("Customer:".length() + 14));
    }

    @Test
    void malformedIdsAreRejected() {
        assertFalse(Ids.hasType("Customer", "Customer:"));
        assertFalse(Ids.hasType("Customer", "Customer:not-a-uuid"));
        assertFalse(Ids.hasType("Customer", "customer:019542f5-b3e7-1d02-0000-000000000001"));
        assertFalse(Ids.hasType("Customer", null));
        assertTrue(Ids.hasType("Customer", "Customer:019542f5-b3e7-1d02-0000-000000000001"));
    }

    @Test
    void secretsMatchOnlyTheExactValueAndDoNotPrint() {
        Secret s = new Secret("internal-123");
        assertTrue(s.matches("internal-123"));
        assertFalse(s.matches("internal-12"));
        assertFalse(s.matches(null));
        assertFalse(s.toString().contains("internal"));
    }

    @Test
    void eventsRoundTripWithTheirDataAsJson() {
        EventEnvelope e = new EventEnvelope("Event:1", "CUSTOMER.KYC_APPROVED", "customer-service", "2026-01-01T00:00:00Z",
                "Customer:1", "{\"id\":\"Customer:1\",\"kycStatus\":\"APPROVED\"}", 2, "{\"id\":\"Customer:1\"}");
        String wire = EventCodec.encode(e);
        assertTrue(wire.contains("\"data\":{\"id\":\"Customer:1\""), wire);
        assertEquals(e, EventCodec.decode(wire));
    }
}
