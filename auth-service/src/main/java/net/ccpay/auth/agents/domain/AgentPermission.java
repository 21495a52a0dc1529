package net.ccpay.auth.agents.domain;

import net.ccpay.common.internal.Permission;

import java.util.Arrays;
import java.util.List;

/**
 * What an agent may do (the contract's AgentPermission), each with the API-token permission that the matching
 * platform operation needs: an agent's power is capped by the token that creates or changes it.
 */
public enum AgentPermission {
    /** GET /transactions */
    VIEW_TRANSACTIONS(Permission.VIEW),
    /** POST /transfer-in, /transfer-out: money moves */
    CREATE_TRANSFERS(Permission.TRANSACT),
    /** POST /quotes */
    CREATE_QUOTES(Permission.TRANSACT),
    /** POST /quotes/{quoteId}/execute: money moves */
    EXECUTE_QUOTES(Permission.TRANSACT),
    /** POST and DELETE /customers/external-accounts */
    MANAGE_EXTERNAL_ACCOUNTS(Permission.MANAGE);

    private final Permission tokenPermission;

    AgentPermission(Permission tokenPermission) {
        this.tokenPermission = tokenPermission;
    }

    /** The API-token permission a token needs to give an agent this permission. */
    public Permission tokenPermission() {
        return tokenPermission;
    }

    public static final List<String> NAMES = Arrays.stream(values()).map(Enum::name).toList();
}
