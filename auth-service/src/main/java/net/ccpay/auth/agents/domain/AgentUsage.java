package net.ccpay.auth.agents.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;

/**
 * The contract's AgentUsage: what the agent spent and did today and this month (UTC), and when the
 * counters reset (the next UTC day and month). Agents cannot move money yet, so the counters are 0.
 */
public record AgentUsage(long dailyTransactionCount, long dailySpend, LocalDate dailyResetDate, long monthlySpend, YearMonth monthlyResetMonth) {

    public static AgentUsage none(Instant now) {
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        return new AgentUsage(0, 0, today.plusDays(1), 0, YearMonth.from(today).plusMonths(1));
    }
}
