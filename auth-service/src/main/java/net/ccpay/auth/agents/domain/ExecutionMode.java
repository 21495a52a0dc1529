package net.ccpay.auth.agents.domain;

import java.util.Arrays;
import java.util.List;

/** Whether an agent's actions run at once ({@code AUTO}) or wait for the platform's approval (the contract's AgentExecutionMode). */
public enum ExecutionMode {
    AUTO, APPROVAL_REQUIRED;

    public static final List<String> NAMES = Arrays.stream(values()).map(Enum::name).toList();
}
