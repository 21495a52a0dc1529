package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentUsage;
import net.ccpay.auth.agents.domain.AgentUsageSource;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Asks quote-service what agents used (it counts their actions as they happen, atomically with the
 * money they move), so an Agent's {@code usage} is never a stale copy. One call per answer, for every
 * agent on it. The guards of every remote call ({@link RemoteServices}): outside any database
 * transaction, a timeout, retries of a fast failure (the read changes nothing), a circuit breaker,
 * 503 for every failure.
 */
@ApplicationScoped
public class QuoteServiceUsage implements AgentUsageSource {

    private static final String SERVICE = "quote-service";

    @Inject
    RemoteServices remote;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(QuoteServiceUsage.Unavailable.class)
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

    /** Every failure of {@link #usageOf}: 503, retry shortly. */
    @Dependent
    public static class Unavailable implements FallbackHandler<Map<String, AgentUsage>> {
        @Override
        public Map<String, AgentUsage> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Agent usage", context.getFailure(), UsageUnavailable::new);
        }
    }
}
