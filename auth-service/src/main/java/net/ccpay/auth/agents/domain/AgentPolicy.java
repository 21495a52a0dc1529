package net.ccpay.auth.agents.domain;

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
 * <p>Its JSON, the contract's shape, is written and read by {@code api.AgentPolicyJson}; it is also how
 * the policy is stored (a JSON column, through {@code infrastructure.AgentPolicyConverter}).
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
}
