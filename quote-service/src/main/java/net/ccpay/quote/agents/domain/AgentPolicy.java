package net.ccpay.quote.agents.domain;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The contract's AgentPolicy as the gateway forwarded it with the request (auth-service checked it
 * whole when the platform set it). Amounts are in the smallest unit of their currency:
 * {@code limits.currency} for the spending limits, {@code threshold.currency} for the approval
 * threshold (the limits' currency when the threshold names none). The JSON is read by
 * {@code agents.api.AgentPolicyJson}.
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
}
