package net.ccpay.auth.agents.domain;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What an agent may do and spend: the contract's AgentPolicy. Amounts are in the smallest unit of
 * {@code spendingLimits.currency} (of {@code approvalThresholds.currency} for the threshold).
 *
 * <p>The same record carries a policy while it is being checked: components a request left out or
 * sent in the wrong shape are null then, and {@link PolicyRules} checks what is there. A policy an
 * agent has was always checked first ({@link PolicyRules#require}).
 *
 * <p>{@link #toJson()} is the contract's shape; it is also how the policy is stored (a JSON column),
 * so {@link #fromJson} reads back exactly what was written.
 */
public record AgentPolicy(Set<AgentPermission> permissions, ExecutionMode defaultExecutionMode, SpendingLimits spendingLimits,
                          AccountRestrictions accountRestrictions, ApprovalThresholds approvalThresholds) {

    /** Caps on amounts and counts; a null daily or monthly limit means none. */
    public record SpendingLimits(String currency, Long perTransactionLimit, Long dailyLimit, Long dailyTransactionLimit, Long monthlyLimit) {}

    /** {@code allowedAccountIds} null: every account of the customer; {@code accountRules}: per-account overrides. */
    public record AccountRestrictions(List<String> allowedAccountIds, List<AccountRule> accountRules) {
        public AccountRestrictions {
            allowedAccountIds = allowedAccountIds == null ? null : Collections.unmodifiableList(new ArrayList<>(allowedAccountIds));
            accountRules = accountRules == null ? List.of() : List.copyOf(accountRules);
        }
    }

    /** An override for one internal account: its execution mode and per-transaction limit (null: the policy's). */
    public record AccountRule(String accountId, ExecutionMode executionMode, Long perTransactionLimit) {}

    /** Transactions above {@code amount} need the platform's approval even in AUTO mode; a null amount means no threshold. */
    public record ApprovalThresholds(String currency, Long amount) {}

    public AgentPolicy {
        permissions = permissions == null ? null : Collections.unmodifiableSet(copy(permissions));
    }

    private static EnumSet<AgentPermission> copy(Collection<AgentPermission> p) {
        EnumSet<AgentPermission> s = EnumSet.noneOf(AgentPermission.class);
        s.addAll(p);
        return s;
    }

    /** The API-token permissions a token must hold to create an agent with this policy, or to change or re-arm it. */
    public java.util.SortedSet<String> tokenPermissionsNeeded() {
        java.util.SortedSet<String> needed = new java.util.TreeSet<>();
        if (permissions != null) {
            permissions.forEach(p -> needed.add(p.tokenPermission().name()));
        }
        return needed;
    }

    public List<String> permissionNames() {
        return permissions.stream().map(Enum::name).toList();
    }

    /** This policy with the fields of {@code patch} that are present replaced (the contract's partial update). */
    public AgentPolicy apply(PolicyPatch patch) {
        SpendingLimits l = spendingLimits;
        PolicyPatch.Limits pl = patch.spendingLimits();
        if (pl != null) {
            l = new SpendingLimits(
                    pl.currency() != null ? pl.currency() : l.currency(),
                    pl.perTransactionLimit() != null ? pl.perTransactionLimit() : l.perTransactionLimit(),
                    pl.dailyLimit().orElse(l.dailyLimit()),
                    pl.dailyTransactionLimit().orElse(l.dailyTransactionLimit()),
                    pl.monthlyLimit().orElse(l.monthlyLimit()));
        }
        return new AgentPolicy(
                patch.permissions() != null ? patch.permissions() : permissions,
                patch.defaultExecutionMode() != null ? patch.defaultExecutionMode() : defaultExecutionMode,
                l,
                patch.accountRestrictions().orElse(accountRestrictions),
                patch.approvalThresholds().orElse(approvalThresholds));
    }

    // ---- JSON (the contract's shape) ---------------------------------------------------------

    public JsonObject toJson() {
        JsonArrayBuilder perms = JsonP.createArrayBuilder();
        permissions.forEach(p -> perms.add(p.name()));
        JsonObjectBuilder limits = JsonP.createObjectBuilder()
                .add("currency", spendingLimits.currency())
                .add("perTransactionLimit", spendingLimits.perTransactionLimit());
        addNullable(limits, "dailyLimit", spendingLimits.dailyLimit());
        if (spendingLimits.dailyTransactionLimit() != null) {
            limits.add("dailyTransactionLimit", spendingLimits.dailyTransactionLimit());
        }
        addNullable(limits, "monthlyLimit", spendingLimits.monthlyLimit());
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("permissions", perms)
                .add("defaultExecutionMode", defaultExecutionMode.name())
                .add("spendingLimits", limits);
        if (accountRestrictions != null) {
            JsonObjectBuilder r = JsonP.createObjectBuilder();
            if (accountRestrictions.allowedAccountIds() == null) {
                r.addNull("allowedAccountIds");
            } else {
                JsonArrayBuilder ids = JsonP.createArrayBuilder();
                accountRestrictions.allowedAccountIds().forEach(ids::add);
                r.add("allowedAccountIds", ids);
            }
            JsonArrayBuilder rules = JsonP.createArrayBuilder();
            for (AccountRule rule : accountRestrictions.accountRules()) {
                JsonObjectBuilder o = JsonP.createObjectBuilder().add("accountId", rule.accountId());
                if (rule.executionMode() != null) {
                    o.add("executionMode", rule.executionMode().name());
                }
                addNullable(o, "perTransactionLimit", rule.perTransactionLimit());
                rules.add(o);
            }
            b.add("accountRestrictions", r.add("accountRules", rules));
        }
        if (approvalThresholds != null) {
            JsonObjectBuilder t = JsonP.createObjectBuilder();
            if (approvalThresholds.currency() != null) {
                t.add("currency", approvalThresholds.currency());
            }
            addNullable(t, "amount", approvalThresholds.amount());
            b.add("approvalThresholds", t);
        }
        return b.build();
    }

    /** Reads a policy {@link #toJson()} wrote (a stored one); not a validator of client input. */
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
