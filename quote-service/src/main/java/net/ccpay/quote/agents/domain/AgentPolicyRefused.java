package net.ccpay.quote.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The agent's policy does not allow what it asked: 403 FORBIDDEN, {@code details.rule} naming the rule
 * ({@link PolicyCheck.Rule}) and, for a limit, the limit, what is already used and what was asked, in
 * the limit's currency. Nothing was created or spent.
 */
public final class AgentPolicyRefused extends DomainException {

    public AgentPolicyRefused(PolicyCheck.Rule rule, String message) {
        this(rule, message, Map.of());
    }

    public AgentPolicyRefused(PolicyCheck.Rule rule, String message, Map<String, Object> more) {
        super(Kind.FORBIDDEN, ErrorCode.FORBIDDEN, message, details(rule, more));
    }

    private static Map<String, Object> details(PolicyCheck.Rule rule, Map<String, Object> more) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("reason", "AGENT_POLICY");
        d.put("rule", rule.name());
        d.putAll(more);
        return d;
    }
}
