package net.ccpay.common.ops;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** Outside a server with MicroProfile Metrics, metrics are no-ops and logging context is inert: nothing fails. */
class MetricsTest {

    @Test
    void withoutARegistryEverythingIsANoOp() {
        assertFalse(Metrics.enabled());
        Metrics.counter("x", "x", Map.of("a", "b")).inc();
        Metrics.timer("y", "y", Map.of()).record(5);
        Metrics.gauge("z", "z", null, () -> 1, Map.of());
        assertFalse(LogContext.available());
        LogContext.set("corr");
        LogContext.clear();
    }
}
