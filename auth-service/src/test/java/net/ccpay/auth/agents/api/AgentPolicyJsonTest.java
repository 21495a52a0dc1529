package net.ccpay.auth.agents.api;

import net.ccpay.auth.agents.domain.AgentPermission;
import net.ccpay.auth.agents.domain.AgentPolicy;
import net.ccpay.auth.agents.domain.ExecutionMode;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class AgentPolicyJsonTest {

    private static final String A = "InternalAccount:019542f5-b3e7-1d02-0000-00000000000a";

    @Test
    void aPolicyReadsBackExactlyAsItWasWritten() {
        AgentPolicy p = new AgentPolicy(Set.of(AgentPermission.EXECUTE_QUOTES, AgentPermission.VIEW_TRANSACTIONS), ExecutionMode.AUTO,
                new AgentPolicy.SpendingLimits("USD", 50000L, null, 10L, 5000000L),
                new AgentPolicy.AccountRestrictions(null, List.of(new AgentPolicy.AccountRule(A, null, null))),
                new AgentPolicy.ApprovalThresholds("EUR", 100L));
        assertEquals(p, AgentPolicyJson.fromJson(AgentPolicyJson.toJson(p)));
        assertEquals("{\"permissions\":[\"VIEW_TRANSACTIONS\",\"EXECUTE_QUOTES\"],\"defaultExecutionMode\":\"AUTO\","
                + "\"spendingLimits\":{\"currency\":\"USD\",\"perTransactionLimit\":50000,\"dailyLimit\":null,\"dailyTransactionLimit\":10,"
                + "\"monthlyLimit\":5000000},\"accountRestrictions\":{\"allowedAccountIds\":null,\"accountRules\":[{\"accountId\":\""
                + A + "\",\"perTransactionLimit\":null}]},\"approvalThresholds\":{\"currency\":\"EUR\",\"amount\":100}}",
                AgentPolicyJson.toJson(p).toString());
    }

    @Test
    void optionalPartsAreLeftOutWhenAbsent() {
        AgentPolicy p = new AgentPolicy(Set.of(), ExecutionMode.APPROVAL_REQUIRED, new AgentPolicy.SpendingLimits("BTC", 1L, null, null, null),
                null, null);
        assertFalse(AgentPolicyJson.toJson(p).containsKey("accountRestrictions"));
        assertFalse(AgentPolicyJson.toJson(p).containsKey("approvalThresholds"));
        assertFalse(AgentPolicyJson.toJson(p).getJsonObject("spendingLimits").containsKey("dailyTransactionLimit"));
        assertEquals(p, AgentPolicyJson.fromJson(AgentPolicyJson.toJson(p)));
    }
}
