package net.ccpay.quote.agents.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.agents.domain.AgentPolicy;

import java.io.StringReader;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads the contract's AgentPolicy JSON, as the gateway forwards it with an agent's request, into an {@link AgentPolicy}. */
public final class AgentPolicyJson {

    private AgentPolicyJson() {}

    /** Reads the policy JSON text; a policy that is not the contract's shape is refused (IllegalArgumentException). */
    public static AgentPolicy parse(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return of(r.readObject());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not an agent policy", e);
        }
    }

    private static AgentPolicy of(JsonObject o) {
        Set<String> perms = new LinkedHashSet<>();
        o.getJsonArray("permissions").getValuesAs(JsonString.class).forEach(s -> perms.add(s.getString()));
        JsonObject l = o.getJsonObject("spendingLimits");
        AgentPolicy.Limits limits = new AgentPolicy.Limits(l.getString("currency"), l.getJsonNumber("perTransactionLimit").longValueExact(),
                number(l, "dailyLimit"), number(l, "dailyTransactionLimit"), number(l, "monthlyLimit"));
        List<String> allowed = null;
        Map<String, AgentPolicy.AccountRule> rules = new HashMap<>();
        if (o.get("accountRestrictions") instanceof JsonObject r) {
            if (r.get("allowedAccountIds") instanceof JsonArray a) {
                allowed = a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
            }
            if (r.get("accountRules") instanceof JsonArray a) {
                for (JsonObject rule : a.getValuesAs(JsonObject.class)) {
                    rules.put(rule.getString("accountId"), new AgentPolicy.AccountRule(rule.getString("executionMode", null), number(rule, "perTransactionLimit")));
                }
            }
        }
        AgentPolicy.Threshold threshold = null;
        if (o.get("approvalThresholds") instanceof JsonObject t) {
            threshold = new AgentPolicy.Threshold(t.getString("currency", null), number(t, "amount"));
        }
        return new AgentPolicy(perms, o.getString("defaultExecutionMode"), limits, allowed, rules, threshold);
    }

    private static Long number(JsonObject o, String name) {
        JsonValue v = o.get(name);
        return v instanceof JsonNumber n ? n.longValueExact() : null;
    }
}
