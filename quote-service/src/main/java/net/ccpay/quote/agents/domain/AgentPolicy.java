package net.ccpay.quote.agents.domain;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The contract's AgentPolicy as the gateway forwarded it with the request (auth-service checked it
 * whole when the platform set it). Amounts are in the smallest unit of their currency:
 * {@code limits.currency} for the spending limits, {@code threshold.currency} for the approval
 * threshold (the limits' currency when the threshold names none).
 *
 * @param allowedAccountIds null: every account of the customer
 */
public record AgentPolicy(Set<String> permissions, String defaultExecutionMode, Limits limits, List<String> allowedAccountIds,
                          Map<String, AccountRule> accountRules, Threshold threshold) {

    public static final String APPROVAL_REQUIRED = "APPROVAL_REQUIRED";

    /** Null daily, monthly or count limits mean none. */
    public record Limits(String currency, long perTransaction, Long daily, Long dailyTransactions, Long monthly) {}

    /** An override for one account; null fields leave the policy's own. */
    public record AccountRule(String executionMode, Long perTransactionLimit) {}

    /** Above {@code amount} (in {@code currency}) the platform must approve; null amount: no threshold. */
    public record Threshold(String currency, Long amount) {}

    public AgentPolicy {
        permissions = Collections.unmodifiableSet(new LinkedHashSet<>(permissions));
        allowedAccountIds = allowedAccountIds == null ? null : List.copyOf(allowedAccountIds);
        accountRules = Map.copyOf(accountRules);
    }

    public boolean allows(String permission) {
        return permissions.contains(permission);
    }

    /** Whether the policy lets the agent use this internal account at all. */
    public boolean allowsAccount(String accountId) {
        return allowedAccountIds == null || allowedAccountIds.contains(accountId);
    }

    /** The execution mode for money leaving or arriving at {@code accountId}: its rule's, else the default. */
    public String executionModeFor(String accountId) {
        AccountRule r = accountId == null ? null : accountRules.get(accountId);
        return r != null && r.executionMode() != null ? r.executionMode() : defaultExecutionMode;
    }

    /** The per-transaction limit for {@code accountId}: its rule's, else the policy's. */
    public long perTransactionLimitFor(String accountId) {
        AccountRule r = accountId == null ? null : accountRules.get(accountId);
        return r != null && r.perTransactionLimit() != null ? r.perTransactionLimit() : limits.perTransaction();
    }

    /** The currency the approval threshold is expressed in. */
    public String thresholdCurrency() {
        return threshold != null && threshold.currency() != null ? threshold.currency() : limits.currency();
    }

    /** Reads the policy JSON text; a policy that is not the contract's shape is refused (IllegalArgumentException). */
    public static AgentPolicy parse(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return of(r.readObject());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not an agent policy", e);
        }
    }

    static AgentPolicy of(JsonObject o) {
        Set<String> perms = new LinkedHashSet<>();
        o.getJsonArray("permissions").getValuesAs(JsonString.class).forEach(s -> perms.add(s.getString()));
        JsonObject l = o.getJsonObject("spendingLimits");
        Limits limits = new Limits(l.getString("currency"), l.getJsonNumber("perTransactionLimit").longValueExact(),
                number(l, "dailyLimit"), number(l, "dailyTransactionLimit"), number(l, "monthlyLimit"));
        List<String> allowed = null;
        Map<String, AccountRule> rules = new HashMap<>();
        if (o.get("accountRestrictions") instanceof JsonObject r) {
            if (r.get("allowedAccountIds") instanceof jakarta.json.JsonArray a) {
                allowed = a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
            }
            if (r.get("accountRules") instanceof jakarta.json.JsonArray a) {
                for (JsonObject rule : a.getValuesAs(JsonObject.class)) {
                    rules.put(rule.getString("accountId"), new AccountRule(rule.getString("executionMode", null), number(rule, "perTransactionLimit")));
                }
            }
        }
        Threshold threshold = null;
        if (o.get("approvalThresholds") instanceof JsonObject t) {
            threshold = new Threshold(t.getString("currency", null), number(t, "amount"));
        }
        return new AgentPolicy(perms, o.getString("defaultExecutionMode"), limits, allowed, rules, threshold);
    }

    private static Long number(JsonObject o, String name) {
        JsonValue v = o.get(name);
        return v instanceof JsonNumber n ? n.longValueExact() : null;
    }
}
