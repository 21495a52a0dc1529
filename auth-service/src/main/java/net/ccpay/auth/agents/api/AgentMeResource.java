package net.ccpay.auth.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.agents.application.AgentAccess;
import net.ccpay.auth.agents.application.Agents;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentTokenRevoked;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.web.RequestContext;

import java.util.List;

/**
 * {@code GET /agents/me}: the agent as its own access token sees it (the gateway authenticated the
 * token and names the agent in the internal credential), with its policy and usage. The agent's other
 * operations under {@code /agents/me} are quote-service's.
 */
@ApplicationScoped
@Path("/agents/me")
@Produces(MediaType.APPLICATION_JSON)
public class AgentMeResource {

    @Inject
    AgentAccess access;

    @Inject
    Agents agents;

    @GET
    public JsonObject me() {
        Agent self = access.self(agentId());
        return AgentJson.agent(self, agents.usageOf(List.of(self)), access.now());
    }

    /** The agent the gateway authenticated; any other caller (an API token cannot get here through the gateway) is refused. */
    private static String agentId() {
        Caller caller = RequestContext.caller();
        if (caller == null || !caller.isAgent()) {
            throw new AgentTokenRevoked();
        }
        return caller.id();
    }
}
