package net.ccpay.quote.agents.infrastructure;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.agents.api.AgentActionMapper;
import net.ccpay.quote.agents.application.AgentActionEvents;
import net.ccpay.quote.agents.application.AgentActionView;

/** Agent action events through the transactional outbox, with the action as the API shows it. */
@ApplicationScoped
public class OutboxAgentActionEvents implements AgentActionEvents {

    @Inject
    Outbox outbox;

    @Override
    public void pendingApproval(AgentActionView action) {
        outbox.record(EventType.AGENT_ACTION_PENDING_APPROVAL, action.action().id(), AgentActionMapper.toJson(action).toString());
    }
}
