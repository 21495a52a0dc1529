package net.ccpay.gateway.auth;

import jakarta.json.JsonString;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.gateway.upstream.Upstream;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Checks an agent's access token with auth-service on every request, with no cache: pausing or
 * deleting an agent takes effect on its very next request. The check is one indexed lookup of the
 * token's SHA-256 there (no slow hash: the token is 160 random bits), over the gateway's pooled
 * connections.
 */
public final class AgentTokenVerifier {

    /** The agent a token belongs to, as auth-service answered. */
    public record Agent(String agentId, String customerId, boolean paused, java.util.List<String> permissions, String policyJson) {
        /** The agent as services see it: with its customer, permissions and the policy read with the token. */
        public Caller caller() {
            return Caller.agent(agentId, customerId, permissions, policyJson);
        }
    }

    private final AuthServiceCheck authService;

    /**
     * @param authService the copies of auth-service, tried in turn while connections fail (a check changes nothing)
     * @param internalCredential mints a fresh internal credential for auth-service, per call
     */
    public AgentTokenVerifier(Upstream upstream, net.ccpay.gateway.upstream.ServiceCopies authService, Supplier<String> internalCredential) {
        this.authService = new AuthServiceCheck(upstream, authService, internalCredential);
    }

    /** The agent, or empty when auth-service does not know the token (unknown, replaced, or its agent deleted). */
    public Optional<Agent> verify(BearerToken token, String correlationId) throws TokenVerifier.Unavailable {
        return authService.ask("internal/agents/verify", JsonP.provider().createObjectBuilder().add("accessToken", token.value()).build(),
                correlationId, o -> new Agent(o.getString("agentId"), o.getString("customerId"), o.getBoolean("isPaused"),
                        o.getJsonArray("permissions").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList(),
                        o.getJsonObject("policy").toString()));
    }
}
