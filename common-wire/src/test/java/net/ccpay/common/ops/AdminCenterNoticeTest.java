package net.ccpay.common.ops;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AdminCenterNoticeTest {

    @Test
    void nothingIsSaidWhenAdminCenterIsOn() {
        assertEquals(java.util.Optional.empty(), AdminCenterNotice.offNotice(Map.of("ADMIN_CENTER", "on",
                "ADMIN_USER", "ops", "ADMIN_PASSWORD", "p", "ADMIN_KEYSTORE_PASSWORD", "k")));
    }

    @Test
    void theMissingCredentialsAreNamedAndNoValueIsShown() {
        String notice = AdminCenterNotice.offNotice(Map.of("ADMIN_CENTER", "off", "ADMIN_USER", "ops",
                "ADMIN_PASSWORD", "secret-value-123", "ADMIN_KEYSTORE_PASSWORD", " ")).orElseThrow();
        assertTrue(notice.startsWith("Admin Center is off on this server: ADMIN_KEYSTORE_PASSWORD is not set."), notice);
        assertFalse(notice.contains("secret-value-123"), notice);
        assertFalse(notice.contains("ops"), notice);
    }

    @Test
    void noCredentialsAtAllNamesAllThree() {
        String notice = AdminCenterNotice.offNotice(Map.of()).orElseThrow();
        assertTrue(notice.contains("ADMIN_USER, ADMIN_PASSWORD, ADMIN_KEYSTORE_PASSWORD are not set"), notice);
    }

    @Test
    void credentialsWithoutTheSwitchMeanTheServerWasNotStartedByBinServer() {
        String notice = AdminCenterNotice.offNotice(Map.of("ADMIN_USER", "ops", "ADMIN_PASSWORD", "p",
                "ADMIN_KEYSTORE_PASSWORD", "k")).orElseThrow();
        assertTrue(notice.contains("not started by bin/server"), notice);
    }
}
