package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No action of this agent has this id: 404 REFERENCE_NOT_FOUND. */
public final class AgentActionNotFound extends DomainException {
    public AgentActionNotFound(String actionId) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Agent action " + actionId + " not found");
    }
}
