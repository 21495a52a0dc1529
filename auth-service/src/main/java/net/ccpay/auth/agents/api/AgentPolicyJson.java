package net.ccpay.auth.agents.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.auth.agents.domain.AgentPermission;
import net.ccpay.auth.agents.domain.AgentPolicy;
import net.ccpay.auth.agents.domain.AgentPolicy.AccountRestrictions;
import net.ccpay.auth.agents.domain.AgentPolicy.AccountRule;
import net.ccpay.auth.agents.domain.AgentPolicy.ApprovalThresholds;
import net.ccpay.auth.agents.domain.AgentPolicy.SpendingLimits;
import net.ccpay.auth.agents.domain.ExecutionMode;
import net.ccpay.common.json.JsonP;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * An {@link AgentPolicy} as the contract's JSON. It is also how the policy is stored (a JSON column, through
 * {@code infrastructure.AgentPolicyConverter}), so {@link #fromJson} reads back exactly what {@link #toJson} wrote.
 */
public final class AgentPolicyJson {

    private AgentPolicyJson() {}

    public static JsonObject toJson(AgentPolicy policy) {
        JsonArrayBuilder perms = JsonP.createArrayBuilder();
        policy.permissions().forEach(p -> perms.add(p.name()));
        JsonObjectBuilder limits = JsonP.createObjectBuilder()
                .add("currency", policy.spendingLimits().currency())
                .add("perTransactionLimit", policy.spendingLimits().perTransactionLimit());
        addNullable(limits, "dailyLimit", policy.spendingLimits().dailyLimit());
        if (policy.spendingLimits().dailyTransactionLimit() != null) {
            limits.add("dailyTransactionLimit", policy.spendingLimits().dailyTransactionLimit());
        }
        addNullable(limits, "monthlyLimit", policy.spendingLimits().monthlyLimit());
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("permissions", perms)
                .add("defaultExecutionMode", policy.defaultExecutionMode().name())
                .add("spendingLimits", limits);
        if (policy.accountRestrictions() != null) {
            JsonObjectBuilder r = JsonP.createObjectBuilder();
            if (policy.accountRestrictions().allowedAccountIds() == null) {
                r.addNull("allowedAccountIds");
            } else {
                JsonArrayBuilder ids = JsonP.createArrayBuilder();
                policy.accountRestrictions().allowedAccountIds().forEach(ids::add);
                r.add("allowedAccountIds", ids);
            }
            JsonArrayBuilder rules = JsonP.createArrayBuilder();
            for (AccountRule rule : policy.accountRestrictions().accountRules()) {
                JsonObjectBuilder o = JsonP.createObjectBuilder().add("accountId", rule.accountId());
                if (rule.executionMode() != null) {
                    o.add("executionMode", rule.executionMode().name());
                }
                addNullable(o, "perTransactionLimit", rule.perTransactionLimit());
                rules.add(o);
            }
            b.add("accountRestrictions", r.add("accountRules", rules));
        }
        if (policy.approvalThresholds() != null) {
            JsonObjectBuilder t = JsonP.createObjectBuilder();
            if (policy.approvalThresholds().currency() != null) {
                t.add("currency", policy.approvalThresholds().currency());
            }
            addNullable(t, "amount", policy.approvalThresholds().amount());
            b.add("approvalThresholds", t);
        }
        return b.build();
    }

    /** Reads a policy {@link #toJson} wrote (a stored one); not a validator of client input. */
    public static AgentPolicy fromJson(JsonObject o) {
        Set<AgentPermission> perms = EnumSet.noneOf(AgentPermission.class);
        o.getJsonArray("permissions").getValuesAs(JsonString.class).forEach(s -> perms.add(AgentPermission.valueOf(s.getString())));
        JsonObject l = o.getJsonObject("spendingLimits");
        SpendingLimits limits = new SpendingLimits(l.getString("currency"), longOrNull(l, "perTransactionLimit"),
                longOrNull(l, "dailyLimit"), longOrNull(l, "dailyTransactionLimit"), longOrNull(l, "monthlyLimit"));
        AccountRestrictions restrictions = null;
        if (o.get("accountRestrictions") instanceof JsonObject r) {
            List<String> allowed = r.get("allowedAccountIds") instanceof jakarta.json.JsonArray a
                    ? a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList() : null;
            List<AccountRule> rules = new ArrayList<>();
            for (JsonObject rule : r.getJsonArray("accountRules").getValuesAs(JsonObject.class)) {
                rules.add(new AccountRule(rule.getString("accountId"),
                        rule.containsKey("executionMode") ? ExecutionMode.valueOf(rule.getString("executionMode")) : null,
                        longOrNull(rule, "perTransactionLimit")));
            }
            restrictions = new AccountRestrictions(allowed, rules);
        }
        ApprovalThresholds thresholds = null;
        if (o.get("approvalThresholds") instanceof JsonObject t) {
            thresholds = new ApprovalThresholds(t.getString("currency", null), longOrNull(t, "amount"));
        }
        return new AgentPolicy(perms, ExecutionMode.valueOf(o.getString("defaultExecutionMode")), limits, restrictions, thresholds);
    }

    private static void addNullable(JsonObjectBuilder b, String name, Long value) {
        if (value == null) {
            b.addNull(name);
        } else {
            b.add(name, value);
        }
    }

    private static Long longOrNull(JsonObject o, String name) {
        JsonValue v = o.get(name);
        return v instanceof jakarta.json.JsonNumber n ? n.longValueExact() : null;
    }
}
