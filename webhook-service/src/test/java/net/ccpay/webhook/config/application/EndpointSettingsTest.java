package net.ccpay.webhook.config.application;

import net.ccpay.common.config.PlatformSettings;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EndpointSettingsTest {

    static EndpointSettings settings(String mode, boolean allowLoopback) throws Exception {
        PlatformSettings platform = new PlatformSettings();
        Field f = PlatformSettings.class.getDeclaredField("mode");
        f.setAccessible(true);
        f.set(platform, mode);
        EndpointSettings s = new EndpointSettings();
        s.settings = platform;
        s.allowLoopback = allowLoopback;
        return s;
    }

    @Test
    void productionModeRefusesToStartWithTheLoopbackAllowance() throws Exception {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> settings("production", true).verify());
        assertTrue(e.getMessage().contains("PLATFORM_WEBHOOK_ALLOW_LOOPBACK"));
        assertDoesNotThrow(() -> settings("production", false).verify());
        assertFalse(settings("production", true).allowLoopback(), "and would not apply it anyway");
    }

    @Test
    void theSandboxAllowsLoopbackOnlyWhenToldExplicitly() throws Exception {
        assertFalse(settings("sandbox", false).allowLoopback());
        assertFalse(settings("sandbox", false).policy().check("http://127.0.0.1:8080/hook").isEmpty());
        assertTrue(settings("sandbox", true).allowLoopback());
        assertTrue(settings("sandbox", true).policy().check("http://127.0.0.1:8080/hook").isEmpty());
    }
}
