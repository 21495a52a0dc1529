package net.ccpay.gateway.proxy;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

class GatewayMetricsTest {

    @Test
    void statusesAreTaggedByClassOnly() {
        assertEquals("2xx", GatewayMetrics.statusClass(201));
        assertEquals("4xx", GatewayMetrics.statusClass(404));
        assertEquals("4xx", GatewayMetrics.statusClass(429));
        assertEquals("5xx", GatewayMetrics.statusClass(503));
        assertEquals("other", GatewayMetrics.statusClass(0));
        assertEquals("other", GatewayMetrics.statusClass(600));
    }

    @Test
    void withoutARegistryRecordingIsANoOp() {
        GatewayMetrics m = new GatewayMetrics();
        assertDoesNotThrow(() -> {
            m.request("getCustomerById", 200, 1_000_000);
            m.request(null, 404, 1_000);
            m.rateLimited("auth_failures");
        });
    }
}
