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
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.json.JsonP;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.io.StringReader;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Asks quote-service what agents used (it counts their actions as they happen, atomically with the
 * money they move), so an Agent's {@code usage} is never a stale copy. One call per answer, for every
 * agent on it. As the customer check: outside any database transaction, a 3 s timeout, two retries of
 * a fast failure (the read changes nothing), a circuit breaker, 503 for every failure.
 */
@ApplicationScoped
public class QuoteServiceUsage implements AgentUsageSource {

    private static final Logger LOG = Logger.getLogger(QuoteServiceUsage.class.getName());
    private static final String SERVICE = "quote-service";

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    private volatile QuoteServiceApi api;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout(3000)
    @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 10_000, successThreshold = 1)
    @Fallback(QuoteServiceUsage.Unavailable.class)
    public Map<String, AgentUsage> usageOf(List<Agent> agents, Instant now) {
        Map<String, AgentUsage> out = new HashMap<>();
        if (agents.isEmpty()) {
            return out;
        }
        JsonArrayBuilder wanted = JsonP.createArrayBuilder();
        agents.forEach(a -> wanted.add(JsonP.createObjectBuilder().add("agentId", a.id()).add("currency", a.policy().spendingLimits().currency())));
        try (Response r = api().usage(JsonP.createObjectBuilder().add("agents", wanted).build())) {
            if (r.getStatus() != 200) {
                throw new IllegalStateException(SERVICE + " answered HTTP " + r.getStatus());
            }
            JsonObject body;
            try (var reader = JsonP.createReader(new StringReader(r.readEntity(String.class)))) {
                body = reader.readObject();
            }
            for (JsonObject u : body.getJsonArray("data").getValuesAs(JsonObject.class)) {
                out.put(u.getString("agentId"), AgentUsage.of(u.getJsonNumber("dailyTransactionCount").longValue(),
                        u.getJsonNumber("dailySpend").longValue(), u.getJsonNumber("monthlySpend").longValue(), now));
            }
        }
        return out;
    }

    private QuoteServiceApi api() {
        QuoteServiceApi a = api;
        if (a == null) {
            a = InternalRestClients.build(config, settings, SERVICE, QuoteServiceApi.class);
            api = a;
        }
        return a;
    }

    /** Every failure of {@link #usageOf}: 503, retry shortly. */
    @Dependent
    public static class Unavailable implements FallbackHandler<Map<String, AgentUsage>> {
        @Override
        public Map<String, AgentUsage> handle(ExecutionContext context) {
            Throwable failure = context.getFailure();
            String why = InternalRestClients.why(failure);
            LOG.log(failure instanceof CircuitBreakerOpenException ? Level.FINE : Level.WARNING,
                    "quote-service unavailable for agent usage: " + why + " (" + (failure == null ? "no failure" : failure.getClass().getName()) + ")");
            throw new UsageUnavailable(why);
        }
    }
}
