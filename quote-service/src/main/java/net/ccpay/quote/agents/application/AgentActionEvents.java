package net.ccpay.quote.agents.application;

/** Announces agent actions (recorded in the caller's transaction). */
public interface AgentActionEvents {

    /** {@code AGENT_ACTION.PENDING_APPROVAL}, with the action as the API shows it. */
    void pendingApproval(AgentActionView action);
}
