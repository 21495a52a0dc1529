package net.ccpay.auth.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.agents.application.AgentAccess;
import net.ccpay.auth.agents.application.AgentActions;
import net.ccpay.auth.agents.domain.AgentTokenRevoked;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.RequestContext;

import java.util.List;

/**
 * {@code /agents/me}: the agent as its own access token sees it (the gateway authenticated the token
 * and names the agent in the internal credential), and its actions (none can exist yet).
 */
@ApplicationScoped
@Path("/agents/me")
@Produces(MediaType.APPLICATION_JSON)
public class AgentMeResource {

    private static final List<String> ACTION_STATUSES = List.of("PENDING_APPROVAL", "APPROVED", "REJECTED", "FAILED");

    @Inject
    AgentAccess access;

    @Inject
    AgentActions actions;

    @GET
    public JsonObject me() {
        return AgentJson.agent(access.self(agentId()), access.now());
    }

    @GET
    @Path("actions")
    public JsonObject myActions(@QueryParam("status") String status, @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        String agentId = access.self(agentId()).id();
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        if (status != null && !ACTION_STATUSES.contains(status)) {
            errors.add(new FieldError("status", FieldError.Constraint.oneOf(ACTION_STATUSES), "must be one of " + String.join(", ", ACTION_STATUSES)));
        }
        errors.throwIfAny();
        return actions.actionsOf(agentId, page).toJson(a -> JsonValue.NULL);
    }

    @GET
    @Path("actions/{actionId}")
    public JsonObject myAction(@PathParam("actionId") String actionId) {
        actions.actionOf(access.self(agentId()).id(), actionId);
        throw new IllegalStateException("an action was found that cannot exist yet");
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
