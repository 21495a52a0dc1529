package net.ccpay.auth.agents.domain;

import java.util.Arrays;
import java.util.List;

/** What an agent may do (the contract's AgentPermission). */
public enum AgentPermission {
    VIEW_TRANSACTIONS, CREATE_TRANSFERS, CREATE_QUOTES, EXECUTE_QUOTES, MANAGE_EXTERNAL_ACCOUNTS;

    public static final List<String> NAMES = Arrays.stream(values()).map(Enum::name).toList();
}
