package net.ccpay.auth.agents.domain;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AgentPowerNotHeldTest {

    static AgentPolicy policy(AgentPermission... permissions) {
        return new AgentPolicy(Set.of(permissions), ExecutionMode.AUTO, new AgentPolicy.SpendingLimits("USD", 500L, 1000L, 3L, 5000L), null, null);
    }

    @Test
    void everyAgentPermissionNeedsTheTokenPermissionOfItsPlatformOperation() {
        assertEquals(Set.of("VIEW"), policy(AgentPermission.VIEW_TRANSACTIONS).tokenPermissionsNeeded());
        assertEquals(Set.of("TRANSACT"), policy(AgentPermission.EXECUTE_QUOTES).tokenPermissionsNeeded());
        assertEquals(Set.of("TRANSACT"), policy(AgentPermission.CREATE_TRANSFERS).tokenPermissionsNeeded());
        assertEquals(Set.of("TRANSACT"), policy(AgentPermission.CREATE_QUOTES).tokenPermissionsNeeded());
        assertEquals(Set.of("MANAGE"), policy(AgentPermission.MANAGE_EXTERNAL_ACCOUNTS).tokenPermissionsNeeded());
    }

    @Test
    void aManageTokenCannotArmAnAgentToMoveMoney() {
        AgentPowerNotHeld e = assertThrows(AgentPowerNotHeld.class, () -> AgentPowerNotHeld.requireHeld(
                policy(AgentPermission.VIEW_TRANSACTIONS, AgentPermission.EXECUTE_QUOTES), Set.of("VIEW", "MANAGE")));
        assertEquals(List.of("TRANSACT"), e.details().get("missingPermissions"));
        assertThrows(AgentPowerNotHeld.class, () -> AgentPowerNotHeld.requireHeld(policy(AgentPermission.CREATE_TRANSFERS), Set.of("MANAGE")));
    }

    @Test
    void aTokenHoldingEveryNeededPermissionMay() {
        assertDoesNotThrow(() -> AgentPowerNotHeld.requireHeld(policy(AgentPermission.VIEW_TRANSACTIONS), Set.of("VIEW", "MANAGE")));
        assertDoesNotThrow(() -> AgentPowerNotHeld.requireHeld(policy(AgentPermission.EXECUTE_QUOTES, AgentPermission.MANAGE_EXTERNAL_ACCOUNTS),
                Set.of("MANAGE", "TRANSACT")));
    }
}
