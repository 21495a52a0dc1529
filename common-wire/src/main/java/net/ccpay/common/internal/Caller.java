package net.ccpay.common.internal;

import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Who a request acts for, as the gateway established it: an API token ({@code PLATFORM}, id = the
 * token's id, with its permissions), an agent ({@code AGENT}, id = the agent's id, with its customer
 * and its policy's permissions such as {@code CREATE_QUOTES}), nobody ({@code ANONYMOUS}, for the few
 * operations without credentials) or a component of the platform calling another one
 * ({@code SERVICE}, id = the calling component).
 *
 * <p>An agent also carries its policy as the gateway read it with the token ({@code agentPolicy}, the
 * contract's AgentPolicy as JSON text), so a service applies the policy of the very request without
 * asking for it again; null for every other caller.
 *
 * <p>{@link #has} answers for API tokens only: an agent's permissions are of another kind (the
 * contract's AgentPermission) and never satisfy an API token's {@link Permission}.
 */
public record Caller(String type, String id, String customerId, Set<String> permissions, String agentPolicy) {

    public static final String PLATFORM = "PLATFORM";
    public static final String AGENT = "AGENT";
    public static final String ANONYMOUS = "ANONYMOUS";
    public static final String SERVICE = "SERVICE";

    public Caller {
        permissions = permissions == null ? Set.of() : Set.copyOf(permissions);
    }

    public Caller(String type, String id, String customerId, Set<String> permissions) {
        this(type, id, customerId, permissions, null);
    }

    public static Caller platformToken(String tokenId, List<String> permissions) {
        return new Caller(PLATFORM, tokenId, null, Set.copyOf(permissions));
    }

    /** An agent authenticated by its access token, acting for {@code customerId} with its policy's permissions. */
    public static Caller agent(String agentId, String customerId, Collection<String> agentPermissions) {
        return agent(agentId, customerId, agentPermissions, null);
    }

    /** An agent with its policy (AgentPolicy JSON text) as read together with its token. */
    public static Caller agent(String agentId, String customerId, Collection<String> agentPermissions, String policyJson) {
        if (customerId == null || customerId.isEmpty()) {
            throw new IllegalArgumentException("an agent always acts for a customer");
        }
        return new Caller(AGENT, agentId, customerId, Set.copyOf(agentPermissions), policyJson);
    }

    public static Caller anonymous() {
        return new Caller(ANONYMOUS, "anonymous", null, Set.of());
    }

    /** A platform component calling another one's internal endpoints. */
    public static Caller service(String name) {
        return new Caller(SERVICE, name, null, Set.of());
    }

    /** Whether this is an API token holding {@code p}. */
    public boolean has(Permission p) {
        return PLATFORM.equals(type) && permissions.contains(p.name());
    }

    public boolean isAgent() {
        return AGENT.equals(type);
    }
}
