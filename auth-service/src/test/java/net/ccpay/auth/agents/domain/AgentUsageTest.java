package net.ccpay.auth.agents.domain;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AgentUsageTest {

    @Test
    void countersResetAtTheNextUtcDayAndMonth() {
        AgentUsage u = AgentUsage.none(Instant.parse("2025-07-21T17:32:28Z"));
        assertEquals("2025-07-22", u.dailyResetDate().toString());
        assertEquals("2025-08", u.monthlyResetMonth().toString());
        AgentUsage yearEnd = AgentUsage.none(Instant.parse("2025-12-31T23:59:59.999Z"));
        assertEquals("2026-01-01", yearEnd.dailyResetDate().toString());
        assertEquals("2026-01", yearEnd.monthlyResetMonth().toString());
        assertEquals(0, u.dailySpend() + u.monthlySpend() + u.dailyTransactionCount());
    }
}
