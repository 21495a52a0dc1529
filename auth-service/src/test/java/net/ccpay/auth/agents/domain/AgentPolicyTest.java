package net.ccpay.auth.agents.domain;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class AgentPolicyTest {

    @Test
    void aPolicyReadsBackExactlyAsItWasWritten() {
        AgentPolicy p = new AgentPolicy(Set.of(AgentPermission.EXECUTE_QUOTES, AgentPermission.VIEW_TRANSACTIONS), ExecutionMode.AUTO,
                new AgentPolicy.SpendingLimits("USD", 50000L, null, 10L, 5000000L),
                new AgentPolicy.AccountRestrictions(null, List.of(new AgentPolicy.AccountRule(PolicyRulesTest.A, null, null))),
                new AgentPolicy.ApprovalThresholds("EUR", 100L));
        assertEquals(p, AgentPolicy.fromJson(p.toJson()));
        assertEquals("{\"permissions\":[\"VIEW_TRANSACTIONS\",\"EXECUTE_QUOTES\"],\"defaultExecutionMode\":\"AUTO\","
                + "\"spendingLimits\":{\"currency\":\"USD\",\"perTransactionLimit\":50000,\"dailyLimit\":null,\"dailyTransactionLimit\":10,"
                + "\"monthlyLimit\":5000000},\"accountRestrictions\":{\"allowedAccountIds\":null,\"accountRules\":[{\"accountId\":\""
                + PolicyRulesTest.A + "\",\"perTransactionLimit\":null}]},\"approvalThresholds\":{\"currency\":\"EUR\",\"amount\":100}}",
                p.toJson().toString());
    }

    @Test
    void optionalPartsAreLeftOutWhenAbsent() {
        AgentPolicy p = new AgentPolicy(Set.of(), ExecutionMode.APPROVAL_REQUIRED, new AgentPolicy.SpendingLimits("BTC", 1L, null, null, null),
                null, null);
        assertFalse(p.toJson().containsKey("accountRestrictions"));
        assertFalse(p.toJson().containsKey("approvalThresholds"));
        assertFalse(p.toJson().getJsonObject("spendingLimits").containsKey("dailyTransactionLimit"));
        assertEquals(p, AgentPolicy.fromJson(p.toJson()));
    }
}
