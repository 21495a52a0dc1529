package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentUsage;
import net.ccpay.auth.agents.domain.AgentUsageSource;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Asks quote-service what agents used (it counts their actions as they happen, atomically with the
 * money they move), so an Agent's {@code usage} is never a stale copy. One call per answer, for every
 * agent on it. The guards of every remote call ({@link IdempotentRemoteAdapter}: the read changes
 * nothing, so a fast failure is retried); every failure is {@link UsageUnavailable}.
 */
@ApplicationScoped
public class QuoteServiceUsage extends IdempotentRemoteAdapter implements AgentUsageSource {

    private static final String SERVICE = "quote-service";

    public QuoteServiceUsage() {
        super(UsageUnavailable::new);
    }

    @Override
    public Map<String, AgentUsage> usageOf(List<Agent> agents, Instant now) {
        Map<String, AgentUsage> out = new HashMap<>();
        if (agents.isEmpty()) {
            return out;
        }
        JsonArrayBuilder wanted = JsonP.createArrayBuilder();
        agents.forEach(a -> wanted.add(JsonP.createObjectBuilder().add("agentId", a.id()).add("currency", a.policy().spendingLimits().currency())));
        JsonObject body;
        try (Response r = remote.client(QuoteServiceApi.class, SERVICE).usage(JsonP.createObjectBuilder().add("agents", wanted).build())) {
            body = RemoteServices.objectOf(r, SERVICE);
        }
        for (JsonObject u : body.getJsonArray("data").getValuesAs(JsonObject.class)) {
            out.put(u.getString("agentId"), AgentUsage.of(u.getJsonNumber("dailyTransactionCount").longValue(),
                    u.getJsonNumber("dailySpend").longValue(), u.getJsonNumber("monthlySpend").longValue(), now));
        }
        return out;
    }
}
