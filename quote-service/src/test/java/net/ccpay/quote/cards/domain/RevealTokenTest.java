package net.ccpay.quote.cards.domain;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RevealTokenTest {

    @Test
    void aTokenIs256RandomBitsInBase64UrlAndOnlyItsHashIsKept() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            String t = RevealToken.newToken();
            assertTrue(RevealToken.wellFormed(t), t);
            assertTrue(seen.add(t));
        }
        String t = RevealToken.newToken();
        assertEquals(64, RevealToken.hash(t).length());
        assertEquals(RevealToken.hash(t), RevealToken.hash(t));
        assertNotEquals(t, RevealToken.hash(t));
    }

    @Test
    void otherShapesAreNotTokens() {
        assertFalse(RevealToken.wellFormed(null));
        assertFalse(RevealToken.wellFormed(""));
        assertFalse(RevealToken.wellFormed("A".repeat(42)));
        assertFalse(RevealToken.wellFormed("A".repeat(44)));
        assertFalse(RevealToken.wellFormed("A".repeat(42) + "="));
        assertFalse(RevealToken.wellFormed("A".repeat(42) + "+"));
    }
}
