package net.ccpay.auth.agents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.agents.domain.AgentActionNotFound;
import net.ccpay.auth.agents.domain.AgentNotFound;
import net.ccpay.auth.agents.domain.AgentRepository;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.List;

/**
 * Agent actions (quote executions and transfers an agent submitted, some awaiting the platform's
 * approval). Agents cannot move money in this version yet, so no action exists: the lists are empty
 * and every action id is unknown. The operations answer that truthfully, with their parameters
 * checked, so platforms and agent software can already poll them.
 */
@ApplicationScoped
public class AgentActions {

    @Inject
    AgentRepository agents;

    /** GET /agents/approvals: the actions awaiting approval (none yet). */
    public Page<Object> pendingApprovals(PageRequest page) {
        return Page.of(List.of(), page.limit(), 0, a -> null);
    }

    /** GET /agents/me/actions: the agent's own actions (none yet). */
    public Page<Object> actionsOf(String agentId, PageRequest page) {
        return Page.of(List.of(), page.limit(), 0, a -> null);
    }

    /** POST /agents/{agentId}/actions/{actionId}/approve or /reject: the agent must exist; the action does not. */
    @Transactional
    public void decide(String agentId, String actionId) {
        agents.find(agentId).orElseThrow(() -> new AgentNotFound(agentId));
        throw new AgentActionNotFound(actionId);
    }

    /** GET /agents/me/actions/{actionId}. */
    public void actionOf(String agentId, String actionId) {
        throw new AgentActionNotFound(actionId);
    }
}
