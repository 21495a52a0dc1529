package net.ccpay.auth.agents.domain;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Where agents' usage is counted (quote-service, which records what they do with money). */
public interface AgentUsageSource {

    /** Each agent's usage now, by agent id (an agent that never acted has none). */
    Map<String, AgentUsage> usageOf(List<Agent> agents, Instant now);
}
