package net.ccpay.quote.agents.api;

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
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.RequestContext;
import net.ccpay.quote.agents.application.AgentActionBook;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Internal: auth-service asks here what agents used today and this month, to show an Agent's
 * {@code usage}. Body {@code {"agents": [{"agentId", "currency"}]}} (currency: the policy's limit
 * currency), answer {@code {"data": [{"agentId", "dailySpend", "dailyTransactionCount", "monthlySpend"}]}}.
 * Not a path of the public contract; only platform components are answered.
 */
@ApplicationScoped
@Path("/internal/agent-usage")
public class InternalAgentUsageResource {

    private static final int MAX_AGENTS = 100;

    @Inject
    AgentActionBook actions;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject usage(JsonValue body) {
        Caller caller = RequestContext.caller();
        if (caller == null || !Caller.SERVICE.equals(caller.type())) {
            throw new ApiException(401, ErrorCode.UNAUTHORIZED, "Only platform components may read agent usage");
        }
        Map<String, String> wanted = new LinkedHashMap<>();
        if (body instanceof JsonObject o && o.get("agents") instanceof jakarta.json.JsonArray a && a.size() <= MAX_AGENTS) {
            for (JsonValue v : a) {
                if (v instanceof JsonObject e && e.get("agentId") instanceof JsonString id && e.get("currency") instanceof JsonString ccy) {
                    wanted.put(id.getString(), ccy.getString());
                } else {
                    throw ApiException.invalidInput("each of agents must be {agentId, currency}");
                }
            }
        } else {
            throw ApiException.invalidInput("agents must be an array of at most " + MAX_AGENTS + " {agentId, currency}");
        }
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        actions.usage(wanted).forEach((agentId, u) -> data.add(json(agentId, u)));
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    private static JsonObject json(String agentId, AgentActionBook.UsageReport u) {
        return JsonP.createObjectBuilder()
                .add("agentId", agentId)
                .add("dailySpend", u.dailySpend())
                .add("dailyTransactionCount", u.dailyTransactionCount())
                .add("monthlySpend", u.monthlySpend())
                .build();
    }
}
