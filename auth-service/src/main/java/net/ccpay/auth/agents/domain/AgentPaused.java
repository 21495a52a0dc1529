package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** A paused agent cannot act, not even read: 403 FORBIDDEN with {@code details.reason} AGENT_PAUSED until the platform resumes it. */
public final class AgentPaused extends DomainException {
    public static final String REASON = "AGENT_PAUSED";

    public AgentPaused(String id) {
        super(Kind.FORBIDDEN, ErrorCode.FORBIDDEN, "Agent " + id + " is paused; the platform resumes it with PATCH /agents/{agentId} {\"isPaused\": false}",
                Map.of("reason", REASON));
    }
}
