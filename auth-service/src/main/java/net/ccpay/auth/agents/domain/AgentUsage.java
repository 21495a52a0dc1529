package net.ccpay.auth.agents.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;

/**
 * The contract's AgentUsage: what the agent spent (in its policy's limit currency) and how many
 * transactions it made today and this month (UTC), and when the counters reset (the next UTC day and
 * month). quote-service counts them from the agent's actions (pending or approved).
 */
public record AgentUsage(long dailyTransactionCount, long dailySpend, LocalDate dailyResetDate, long monthlySpend, YearMonth monthlyResetMonth) {

    public static AgentUsage none(Instant now) {
        return of(0, 0, 0, now);
    }

    public static AgentUsage of(long dailyTransactionCount, long dailySpend, long monthlySpend, Instant now) {
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        return new AgentUsage(dailyTransactionCount, dailySpend, today.plusDays(1), monthlySpend, YearMonth.from(today).plusMonths(1));
    }
}
