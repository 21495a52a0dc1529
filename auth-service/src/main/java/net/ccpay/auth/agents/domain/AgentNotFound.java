package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No live agent has this id (never existed, or deleted): 404 REFERENCE_NOT_FOUND. */
public final class AgentNotFound extends DomainException {
    public AgentNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Agent " + id + " not found");
    }
}
