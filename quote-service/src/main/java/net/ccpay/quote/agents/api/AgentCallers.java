package net.ccpay.quote.agents.api;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.web.RequestContext;
import net.ccpay.quote.agents.domain.ActingAgent;

/** The agent the gateway authenticated for this request, with the policy it read with the token. */
final class AgentCallers {

    private AgentCallers() {}

    static ActingAgent current() {
        Caller c = RequestContext.caller();
        if (c == null || !c.isAgent() || c.agentPolicy() == null) {
            throw new ApiException(401, ErrorCode.UNAUTHORIZED,
                    "This operation takes an agent's access token (Authorization: Bearer <accessToken>)");
        }
        try {
            return new ActingAgent(c.id(), c.customerId(), AgentPolicyJson.parse(c.agentPolicy()));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the gateway forwarded an unreadable agent policy", e);
        }
    }
}
