package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The policy's rules, each as a line of the table: limits, then what breaks them. */
class PolicyRulesTest {

    static final String A = "InternalAccount:019542f5-b3e7-1d02-0000-00000000000a";
    static final String B = "InternalAccount:019542f5-b3e7-1d02-0000-00000000000b";

    static AgentPolicy policy(AgentPolicy.SpendingLimits limits, AgentPolicy.AccountRestrictions r, AgentPolicy.ApprovalThresholds t) {
        return new AgentPolicy(Set.of(), ExecutionMode.AUTO, limits, r, t);
    }

    static AgentPolicy.SpendingLimits limits(Long perTx, Long daily, Long count, Long monthly) {
        return new AgentPolicy.SpendingLimits("USD", perTx, daily, count, monthly);
    }

    static List<String> broken(AgentPolicy p) {
        FieldErrors errors = new FieldErrors();
        PolicyRules.check(p, "", errors);
        return errors.list().stream().map(FieldError::field).toList();
    }

    @Test
    void limitsThatArePositiveAndNestPass() {
        assertEquals(List.of(), broken(policy(limits(1L, null, null, null), null, null)));
        assertEquals(List.of(), broken(policy(limits(100L, 100L, 1L, 100L), null, null)));
        assertEquals(List.of(), broken(policy(limits(100L, null, 5L, 3000L), null, null)));
        assertEquals(List.of(), broken(policy(limits(100L, 500L, null, null), null, new AgentPolicy.ApprovalThresholds("EUR", 0L))));
    }

    @Test
    void eachBrokenLimitIsNamed() {
        assertEquals(List.of("spendingLimits.perTransactionLimit"), broken(policy(limits(0L, null, null, null), null, null)));
        assertEquals(List.of("spendingLimits.perTransactionLimit", "spendingLimits.dailyLimit", "spendingLimits.dailyTransactionLimit",
                "spendingLimits.monthlyLimit"), broken(policy(limits(-1L, -1L, 0L, -1L), null, null)));
        assertEquals(List.of("spendingLimits.dailyLimit"), broken(policy(limits(100L, 99L, null, null), null, null)));
        assertEquals(List.of("spendingLimits.monthlyLimit"), broken(policy(limits(100L, 200L, null, 199L), null, null)));
        assertEquals(List.of("spendingLimits.monthlyLimit"), broken(policy(limits(100L, null, null, 99L), null, null)));
        assertEquals(List.of("spendingLimits.currency"), broken(policy(new AgentPolicy.SpendingLimits("usd", 1L, null, null, null), null, null)));
    }

    @Test
    void accountRestrictionsNameRealAccountsOnceAndFitTheLimits() {
        AgentPolicy.SpendingLimits l = limits(100L, 1000L, null, 5000L);
        assertEquals(List.of(), broken(policy(l, new AgentPolicy.AccountRestrictions(List.of(A, B),
                List.of(new AgentPolicy.AccountRule(A, ExecutionMode.APPROVAL_REQUIRED, 1000L))), null)));
        assertEquals(List.of("accountRestrictions.allowedAccountIds[1]", "accountRestrictions.allowedAccountIds[2]"),
                broken(policy(l, new AgentPolicy.AccountRestrictions(List.of(A, "Account:019542f5-b3e7-1d02-0000-00000000000a", A), List.of()), null)));
        // B is not allowed; 1001 is above the daily limit; the third rule names A again, with a limit of 0
        assertEquals(List.of("accountRestrictions.accountRules[0].accountId", "accountRestrictions.accountRules[1].perTransactionLimit",
                        "accountRestrictions.accountRules[2].accountId", "accountRestrictions.accountRules[2].perTransactionLimit"),
                broken(policy(l, new AgentPolicy.AccountRestrictions(List.of(A), List.of(
                        new AgentPolicy.AccountRule(B, null, null),
                        new AgentPolicy.AccountRule(A, null, 1001L),
                        new AgentPolicy.AccountRule(A, null, 0L))), null)));
    }

    @Test
    void theAccountListsAreBoundedBecauseThePolicyTravelsWithEveryRequest() {
        AgentPolicy.SpendingLimits l = limits(100L, null, null, null);
        List<String> fifty = java.util.stream.IntStream.range(0, PolicyRules.MAX_ACCOUNTS)
                .mapToObj(i -> String.format("InternalAccount:019542f5-b3e7-1d02-0000-%012d", i)).toList();
        assertEquals(List.of(), broken(policy(l, new AgentPolicy.AccountRestrictions(fifty, List.of()), null)));
        List<String> more = new java.util.ArrayList<>(fifty);
        more.add("InternalAccount:019542f5-b3e7-1d02-0000-999999999999");
        assertEquals(List.of("accountRestrictions.allowedAccountIds"), broken(policy(l, new AgentPolicy.AccountRestrictions(more, List.of()), null)));
    }

    @Test
    void aThresholdAmountNeedsAKnownCurrencyAndCannotBeNegative() {
        AgentPolicy.SpendingLimits l = limits(100L, null, null, null);
        assertEquals(List.of("approvalThresholds.currency", "approvalThresholds.amount"),
                broken(policy(l, null, new AgentPolicy.ApprovalThresholds(null, -1L))));
        assertEquals(List.of("approvalThresholds.currency"), broken(policy(l, null, new AgentPolicy.ApprovalThresholds("DOGE", 5L))));
        assertEquals(List.of(), broken(policy(l, null, new AgentPolicy.ApprovalThresholds(null, null))));
    }

    @Test
    void requireThrowsOneInvalidFieldsWithEveryPathUnderItsPrefix() {
        InvalidFields e = assertThrows(InvalidFields.class, () -> PolicyRules.require(policy(limits(0L, -1L, null, null), null, null), "policy."));
        assertEquals("INVALID_INPUT", e.code());
        assertEquals(2, ((List<?>) e.details().get("errors")).size());
    }
}
