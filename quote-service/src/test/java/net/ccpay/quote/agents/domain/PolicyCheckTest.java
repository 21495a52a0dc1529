package net.ccpay.quote.agents.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.CurrencyMismatch;
import net.ccpay.common.money.Money;
import net.ccpay.quote.agents.api.AgentPolicyJson;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolicyCheckTest {

    private static AgentPolicy policy(String json) {
        return AgentPolicyJson.parse(json);
    }

    private static final String BASE = """
            {"permissions":["CREATE_QUOTES","EXECUTE_QUOTES","CREATE_TRANSFERS"],"defaultExecutionMode":"AUTO",
             "spendingLimits":{"currency":"USD","perTransactionLimit":10000,"dailyLimit":25000,"dailyTransactionLimit":3,"monthlyLimit":40000},
             "accountRestrictions":{"allowedAccountIds":["InternalAccount:a","InternalAccount:b"],
               "accountRules":[{"accountId":"InternalAccount:b","executionMode":"APPROVAL_REQUIRED","perTransactionLimit":500}]},
             "approvalThresholds":{"currency":"USD","amount":5000}}""";

    private static final Currency USD = CurrencyCodes.find("USD").orElseThrow();
    private static final PolicyCheck.Usage NONE = PolicyCheck.Usage.none(USD);

    private static Money usd(long amount) {
        return Money.of(amount, USD);
    }

    /** An action counted in the policies' currency (USD). */
    private static PolicyCheck.Action action(String permission, String accountId, long spend, long thresholdAmount) {
        return new PolicyCheck.Action(permission, accountId, usd(spend), usd(thresholdAmount));
    }

    private static PolicyCheck.Usage usage(long dailySpend, long dailyTransactionCount, long monthlySpend) {
        return new PolicyCheck.Usage(usd(dailySpend), dailyTransactionCount, usd(monthlySpend));
    }

    private static PolicyCheck.Rule refusedBy(Runnable r) {
        AgentPolicyRefused e = assertThrows(AgentPolicyRefused.class, r::run);
        return PolicyCheck.Rule.valueOf((String) e.details().get("rule"));
    }

    @Test
    void aSmallExecutionUnderEveryLimitRunsAtOnce() {
        PolicyCheck.Decision d = PolicyCheck.decide(policy(BASE), NONE, action("EXECUTE_QUOTES", "InternalAccount:a", 1000, 1000));
        assertFalse(d.needsApproval());
        assertNull(d.approvalReason());
    }

    @Test
    void eachRuleRefusesWithItsName() {
        AgentPolicy p = policy(BASE);
        assertEquals(PolicyCheck.Rule.PERMISSION, refusedBy(() -> PolicyCheck.decide(p, NONE,
                action("VIEW_TRANSACTIONS", "InternalAccount:a", 0, 0))));
        assertEquals(PolicyCheck.Rule.ACCOUNT_RESTRICTION, refusedBy(() -> PolicyCheck.decide(p, NONE,
                action("EXECUTE_QUOTES", "InternalAccount:z", 1, 1))));
        assertEquals(PolicyCheck.Rule.PER_TRANSACTION_LIMIT, refusedBy(() -> PolicyCheck.decide(p, NONE,
                action("EXECUTE_QUOTES", "InternalAccount:a", 10001, 10001))));
        assertEquals(PolicyCheck.Rule.DAILY_TRANSACTION_LIMIT, refusedBy(() -> PolicyCheck.decide(p, usage(0, 3, 0),
                action("EXECUTE_QUOTES", "InternalAccount:a", 1, 1))));
        assertEquals(PolicyCheck.Rule.DAILY_LIMIT, refusedBy(() -> PolicyCheck.decide(p, usage(20000, 1, 20000),
                action("EXECUTE_QUOTES", "InternalAccount:a", 5001, 5001))));
        assertEquals(PolicyCheck.Rule.MONTHLY_LIMIT, refusedBy(() -> PolicyCheck.decide(p, usage(0, 0, 39000),
                action("EXECUTE_QUOTES", "InternalAccount:a", 1001, 1001))));
    }

    @Test
    void limitsAreInclusiveAndTheRefusalSaysWhatWasUsed() {
        AgentPolicy p = policy(BASE);
        assertFalse(PolicyCheck.decide(p, usage(15000, 2, 15000), action("EXECUTE_QUOTES", "InternalAccount:a", 5000, 5000)).needsApproval());
        assertFalse(PolicyCheck.decide(p, usage(15000, 2, 15000), action("EXECUTE_QUOTES", "InternalAccount:a", 10000, 4000)).needsApproval());
        AgentPolicyRefused e = assertThrows(AgentPolicyRefused.class, () -> PolicyCheck.decide(p, usage(15001, 2, 15001),
                action("EXECUTE_QUOTES", "InternalAccount:a", 10000, 4000)));
        assertEquals(25000L, e.details().get("limit"));
        assertEquals(15001L, e.details().get("used"));
        assertEquals(10000L, e.details().get("requested"));
        assertEquals("USD", e.details().get("currency"));
    }

    @Test
    void anAccountRuleOverridesTheModeAndThePerTransactionLimit() {
        AgentPolicy p = policy(BASE);
        assertEquals(PolicyCheck.Rule.PER_TRANSACTION_LIMIT, refusedBy(() -> PolicyCheck.decide(p, NONE,
                action("EXECUTE_QUOTES", "InternalAccount:b", 501, 501))));
        PolicyCheck.Decision d = PolicyCheck.decide(p, NONE, action("EXECUTE_QUOTES", "InternalAccount:b", 100, 100));
        assertTrue(d.needsApproval());
        assertTrue(d.approvalReason().contains("InternalAccount:b"), d.approvalReason());
    }

    @Test
    void aboveTheThresholdOrInApprovalModeThePlatformMustApprove() {
        assertTrue(PolicyCheck.decide(policy(BASE), NONE, action("EXECUTE_QUOTES", "InternalAccount:a", 5001, 5001)).needsApproval());
        assertFalse(PolicyCheck.decide(policy(BASE), NONE, action("EXECUTE_QUOTES", "InternalAccount:a", 5000, 5000)).needsApproval());
        AgentPolicy strict = policy(BASE.replace("\"defaultExecutionMode\":\"AUTO\"", "\"defaultExecutionMode\":\"APPROVAL_REQUIRED\""));
        assertTrue(PolicyCheck.decide(strict, NONE, action("EXECUTE_QUOTES", "InternalAccount:a", 1, 1)).needsApproval());
    }

    @Test
    void withoutOptionalLimitsOnlyThePerTransactionLimitCaps() {
        AgentPolicy open = policy("""
                {"permissions":["CREATE_TRANSFERS"],"defaultExecutionMode":"AUTO",
                 "spendingLimits":{"currency":"EUR","perTransactionLimit":100,"dailyLimit":null,"monthlyLimit":null}}""");
        Currency eur = CurrencyCodes.find("EUR").orElseThrow();
        assertFalse(PolicyCheck.decide(open, new PolicyCheck.Usage(Money.of(1_000_000, eur), 500, Money.of(9_000_000, eur)),
                new PolicyCheck.Action("CREATE_TRANSFERS", "InternalAccount:any", Money.of(100, eur), Money.of(100, eur))).needsApproval());
        assertEquals("EUR", open.thresholdCurrency());
    }

    @Test
    void aTransferInSpendsNothingButCountsAsATransaction() {
        AgentPolicy p = policy(BASE);
        assertFalse(PolicyCheck.decide(p, usage(25000, 2, 40000), action("CREATE_TRANSFERS", "InternalAccount:a", 0, 3000)).needsApproval());
        assertEquals(PolicyCheck.Rule.DAILY_TRANSACTION_LIMIT, refusedBy(() -> PolicyCheck.decide(p, usage(0, 3, 0),
                action("CREATE_TRANSFERS", "InternalAccount:a", 0, 3000))));
    }

    @Test
    void spendingIsCountedOnTheQuotesOwnSideOrConvertedFromTheSendingSide() {
        Money eur = Money.of(920, CurrencyCodes.find("EUR").orElseThrow());
        assertEquals(usd(1000), Spending.in("USD", usd(1000), eur));
        assertEquals(eur, Spending.in("EUR", usd(1000), eur));
        Money mxn = Spending.in("MXN", usd(1000), eur);
        assertEquals("MXN", mxn.currency().code());
        assertTrue(mxn.amount() > 1000, "USD 10.00 is more than MXN 10.00: " + mxn);
        assertEquals(PolicyCheck.Rule.PER_TRANSACTION_LIMIT, refusedBy(() -> Spending.in("XXX", usd(1000), eur)));
        assertEquals(PolicyCheck.Rule.PER_TRANSACTION_LIMIT, refusedBy(() -> Spending.nothing("XXX")));
    }

    @Test
    void anAmountInAnotherCurrencyThanThePolicysIsRefusedByName() {
        Money eur = Money.of(1, CurrencyCodes.find("EUR").orElseThrow());
        assertThrows(CurrencyMismatch.class, () -> PolicyCheck.decide(policy(BASE), NONE, new PolicyCheck.Action("EXECUTE_QUOTES", "InternalAccount:a", eur, usd(1))));
        assertThrows(CurrencyMismatch.class, () -> PolicyCheck.decide(policy(BASE), NONE, new PolicyCheck.Action("EXECUTE_QUOTES", "InternalAccount:a", usd(1), eur)));
        assertThrows(CurrencyMismatch.class, () -> PolicyCheck.decide(policy(BASE), new PolicyCheck.Usage(Money.zero(eur.currency()), 0, Money.zero(eur.currency())),
                action("EXECUTE_QUOTES", "InternalAccount:a", 1, 1)));
    }
}
