package net.ccpay.quote.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No action with this id (of this agent, where the path names one): 404 REFERENCE_NOT_FOUND. */
public final class AgentActionNotFound extends DomainException {
    public AgentActionNotFound(String actionId) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Agent action " + actionId + " not found");
    }
}
