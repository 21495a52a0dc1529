package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An agent's power is capped by the API token that creates or changes it: each agent permission needs the token
 * permission of the matching platform operation (moving money needs TRANSACT), so no token arms an agent to do
 * what the token itself may not.
 */
public class AgentPowerNotHeld extends DomainException {

    public AgentPowerNotHeld(List<String> missing) {
        super(Kind.FORBIDDEN, ErrorCode.FORBIDDEN, "This API token lacks " + String.join(", ", missing)
                + ", which the agent's policy needs: a token may create, change or issue device codes only for agents that do"
                + " no more than the token may do itself", Map.of("missingPermissions", missing));
    }

    /** @throws AgentPowerNotHeld when {@code callerPermissions} lack any permission {@code policy} needs */
    public static void requireHeld(AgentPolicy policy, Set<String> callerPermissions) {
        List<String> missing = policy.tokenPermissionsNeeded().stream().filter(p -> !callerPermissions.contains(p)).toList();
        if (!missing.isEmpty()) {
            throw new AgentPowerNotHeld(missing);
        }
    }
}
