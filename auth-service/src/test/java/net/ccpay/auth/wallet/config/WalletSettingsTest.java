package net.ccpay.auth.wallet.config;

import net.ccpay.auth.wallet.passkey.PasskeyRelyingParty;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class WalletSettingsTest {

    @Test
    void theDefaultsAreALocalDevelopmentServer() {
        PasskeyRelyingParty rp = WalletSettings.relyingParty("localhost", "http://localhost:3000,https://localhost:3000");
        assertEquals("localhost", rp.rpId());
        assertEquals(Set.of("http://localhost:3000", "https://localhost:3000"), rp.origins());
    }

    @Test
    void originsAreTrimmedAndEmptyEntriesSkipped() {
        assertEquals(Set.of("https://app.example.com", "https://wallet.example.com:8443"),
                WalletSettings.relyingParty("example.com", " https://app.example.com ,, https://wallet.example.com:8443,").origins());
    }

    @Test
    void aValueThatCannotWorkFailsTheStart() {
        assertThrows(IllegalStateException.class, () -> WalletSettings.relyingParty("", "https://app.example.com"));
        assertThrows(IllegalStateException.class, () -> WalletSettings.relyingParty("https://example.com", "https://app.example.com"));
        assertThrows(IllegalStateException.class, () -> WalletSettings.relyingParty("example.com", " , "));
        for (String origin : new String[] {"https://app.example.com/", "https://app.example.com/login", "ftp://app.example.com",
                "app.example.com", "https://user@app.example.com", "https://app.example.com?x=1"}) {
            assertThrows(IllegalStateException.class, () -> WalletSettings.relyingParty("example.com", origin), origin);
        }
    }
}
