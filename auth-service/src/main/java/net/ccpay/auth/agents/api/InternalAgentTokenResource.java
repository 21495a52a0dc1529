package net.ccpay.auth.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.agents.application.AgentAccess;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.RequestContext;

/**
 * Internal: the gateway asks here, on every request with {@code Authorization: Bearer}, whose access
 * token it is. 200 {agentId, customerId, isPaused, permissions, policy} for a live agent's current
 * token (paused or not; the gateway refuses a paused one), 401 for anything else. Not a path of the
 * public contract, so the gateway never routes a client here; only platform components (a SERVICE
 * credential) are answered.
 */
@ApplicationScoped
@Path("/internal/agents/verify")
public class InternalAgentTokenResource {

    @Inject
    AgentAccess access;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject verify(JsonValue body) {
        Caller caller = RequestContext.caller();
        if (caller == null || !Caller.SERVICE.equals(caller.type())) {
            throw new ApiException(401, ErrorCode.UNAUTHORIZED, "Only platform components may verify agent tokens");
        }
        String token = body instanceof JsonObject o && o.get("accessToken") instanceof JsonString s ? s.getString() : null;
        if (token == null) {
            throw ApiException.invalidInput("accessToken is required");
        }
        Agent agent = access.verify(token).orElseThrow(() -> new ApiException(401, ErrorCode.UNAUTHORIZED, "Invalid agent access token"));
        JsonArrayBuilder permissions = JsonP.createArrayBuilder();
        agent.policy().permissionNames().forEach(permissions::add);
        return JsonP.createObjectBuilder()
                .add("agentId", agent.id())
                .add("customerId", agent.customerId())
                .add("isPaused", agent.isPaused())
                .add("permissions", permissions)
                .add("policy", AgentPolicyJson.toJson(agent.policy()))
                .build();
    }
}
