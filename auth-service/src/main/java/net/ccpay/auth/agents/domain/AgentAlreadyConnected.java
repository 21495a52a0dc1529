package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * The contract's 409 of regenerateAgentDeviceCode: an agent whose device code was redeemed holds a
 * live access token, and a second installation would give it two. Delete it and create a new one.
 */
public final class AgentAlreadyConnected extends DomainException {
    public AgentAlreadyConnected(String id) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Agent " + id + " is already connected (its device code was redeemed), so it gets no "
                + "new device code; to install the agent software again, delete the agent and create a new one");
    }
}
