package net.ccpay.common.ops;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TraceContextTest {

    private static final String TP = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    @AfterEach
    void clear() {
        TraceContext.clear();
    }

    @Test
    void acceptsOnlyWellFormedVersionZeroContexts() {
        assertTrue(TraceContext.valid(TP));
        assertFalse(TraceContext.valid(null));
        assertFalse(TraceContext.valid(""));
        assertFalse(TraceContext.valid(TP.toUpperCase()));
        assertFalse(TraceContext.valid("01" + TP.substring(2)));
        assertFalse(TraceContext.valid(TP + "-extra"));
        assertFalse(TraceContext.valid("00-00000000000000000000000000000000-00f067aa0ba902b7-01"));
        assertFalse(TraceContext.valid("00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01"));
        assertFalse(TraceContext.valid("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\r\nX: y"));
    }

    @Test
    void traceIdIsTheSecondField() {
        assertEquals("4bf92f3577b34da6a3ce929d0e0e4736", TraceContext.traceId(TP));
        assertNull(TraceContext.traceId("garbage"));
    }

    @Test
    void withoutASpanTheReceivedContextIsPassedOnAndInvalidOnesAreDropped() {
        assertNull(TraceContext.current());
        TraceContext.propagated(TP);
        assertEquals(TP, TraceContext.current());
        TraceContext.propagated("00-bad");
        assertNull(TraceContext.current());
    }
}
