package net.ccpay.quote.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** The action was decided already (approved, rejected, or failed): 409 INVALID_STATE_TRANSITION. */
public final class AgentActionNotPending extends DomainException {
    public AgentActionNotPending(String actionId, AgentAction.Status status) {
        super(Kind.CONFLICT, ErrorCode.INVALID_STATE_TRANSITION, "Agent action " + actionId + " is " + status
                + "; only a PENDING_APPROVAL action can be approved or rejected", Map.of("actionStatus", status.name()));
    }
}
