package net.ccpay.quote.cards.application;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardKeysTest {

    @Test
    void productionRefusesTheDefaultSecretAndShortOnes() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> CardKeys.check(true, CardKeys.SANDBOX_DEFAULT));
        assertTrue(e.getMessage().contains("PLATFORM_CARDS_SANDBOX_SECRET"), e.getMessage());
        assertTrue(!e.getMessage().contains(CardKeys.SANDBOX_DEFAULT), "the message never quotes a secret");
        assertThrows(IllegalStateException.class, () -> CardKeys.check(true, " " + CardKeys.SANDBOX_DEFAULT + " "));
        assertThrows(IllegalStateException.class, () -> CardKeys.check(true, "short-secret"));
        assertThrows(IllegalStateException.class, () -> CardKeys.check(true, null));
        assertDoesNotThrow(() -> CardKeys.check(true, "3f1c9a0b7d2e4f6a8c1b3d5e7f9a0b2c4d6e8f0a"));
    }

    @Test
    void sandboxTakesTheDefault() {
        assertDoesNotThrow(() -> CardKeys.check(false, CardKeys.SANDBOX_DEFAULT));
    }
}
