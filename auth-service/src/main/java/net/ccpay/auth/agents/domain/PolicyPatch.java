package net.ccpay.auth.agents.domain;

import java.util.Set;

/**
 * A partial update of a policy (the contract's AgentPolicyUpdateRequest): a null component is left
 * as it is; a {@link Change} says whether a nullable component was sent at all, so that an explicit
 * null (no daily limit any more, no restrictions) differs from leaving it out.
 */
public record PolicyPatch(Set<AgentPermission> permissions, ExecutionMode defaultExecutionMode, Limits spendingLimits,
                          Change<AgentPolicy.AccountRestrictions> accountRestrictions, Change<AgentPolicy.ApprovalThresholds> approvalThresholds) {

    /** The contract's AgentSpendingLimitsUpdate. */
    public record Limits(String currency, Long perTransactionLimit, Change<Long> dailyLimit, Change<Long> dailyTransactionLimit,
                         Change<Long> monthlyLimit) {
        public Limits {
            dailyLimit = dailyLimit == null ? Change.absent() : dailyLimit;
            dailyTransactionLimit = dailyTransactionLimit == null ? Change.absent() : dailyTransactionLimit;
            monthlyLimit = monthlyLimit == null ? Change.absent() : monthlyLimit;
        }
    }

    /** A field of a partial update: absent (keep), or sent with a value that may be null (clear). */
    public record Change<T>(boolean sent, T value) {
        private static final Change<?> ABSENT = new Change<>(false, null);

        @SuppressWarnings("unchecked")
        public static <T> Change<T> absent() {
            return (Change<T>) ABSENT;
        }

        public static <T> Change<T> to(T value) {
            return new Change<>(true, value);
        }

        public T orElse(T current) {
            return sent ? value : current;
        }
    }

    public PolicyPatch {
        accountRestrictions = accountRestrictions == null ? Change.absent() : accountRestrictions;
        approvalThresholds = approvalThresholds == null ? Change.absent() : approvalThresholds;
    }

    public boolean isEmpty() {
        return permissions == null && defaultExecutionMode == null && spendingLimits == null
                && !accountRestrictions.sent() && !approvalThresholds.sent();
    }
}
