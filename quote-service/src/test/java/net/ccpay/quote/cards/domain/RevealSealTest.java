package net.ccpay.quote.cards.domain;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RevealSealTest {

    private static final byte[] KEY = new byte[32];
    private static final String CARD = "Card:019542f5-b3e7-1d02-0000-000000000010";
    private static final Instant ISSUED = Instant.parse("2026-01-15T10:00:00Z");
    private static final Instant EXPIRES = Instant.parse("2026-01-15T10:05:00Z");

    static {
        Arrays.fill(KEY, (byte) 7);
    }

    private final CardNumbers numbers = new CardNumbers(KEY);
    private final RevealSeal seal = new RevealSeal(KEY);

    @Test
    void derivedNumbersAreStableLuhnValidTestPans() {
        CardNumbers.Details d = numbers.details(CARD, ISSUED);
        assertEquals(d, numbers.details(CARD, ISSUED));
        assertEquals(16, d.pan().length());
        assertTrue(d.pan().startsWith(CardNumbers.PREFIX));
        assertTrue(CardNumbers.luhnValid(d.pan()));
        assertTrue(d.cvv().matches("[0-9]{3}"));
        assertEquals(1, d.expMonth());
        assertEquals(2029, d.expYear());
        assertNotEquals(d.pan(), numbers.details("Card:019542f5-b3e7-1d02-0000-000000000011", ISSUED).pan());
    }

    @Test
    void detailsNeverShowInToString() {
        CardNumbers.Details d = numbers.details(CARD, ISSUED);
        assertFalse(d.toString().contains(d.pan()));
        assertFalse(d.toString().contains(d.cvv()));
    }

    @Test
    void aSealedLinkOpensWithTheKeyBeforeItExpires() throws Exception {
        CardNumbers.Details d = numbers.details(CARD, ISSUED);
        String token = seal.seal(d, CARD, EXPIRES);
        assertFalse(token.contains(d.pan()));
        assertEquals(d, seal.open(token, CARD, EXPIRES, EXPIRES.minusSeconds(1)));
    }

    @Test
    void twoSealsOfTheSameDetailsDiffer() {
        CardNumbers.Details d = numbers.details(CARD, ISSUED);
        assertNotEquals(seal.seal(d, CARD, EXPIRES), seal.seal(d, CARD, EXPIRES));
    }

    @Test
    void anExpiredLinkDoesNotOpen() {
        String token = seal.seal(numbers.details(CARD, ISSUED), CARD, EXPIRES);
        assertThrows(RevealSeal.BadRevealLink.class, () -> seal.open(token, CARD, EXPIRES, EXPIRES));
    }

    @Test
    void aLinkMovedToAnotherCardOrExpiryDoesNotOpen() {
        String token = seal.seal(numbers.details(CARD, ISSUED), CARD, EXPIRES);
        Instant before = EXPIRES.minusSeconds(60);
        assertThrows(RevealSeal.BadRevealLink.class, () -> seal.open(token, "Card:019542f5-b3e7-1d02-0000-000000000011", EXPIRES, before));
        assertThrows(RevealSeal.BadRevealLink.class, () -> seal.open(token, CARD, EXPIRES.plusSeconds(600), before));
    }

    @Test
    void aTamperedTokenOrAnotherKeyDoesNotOpen() {
        String token = seal.seal(numbers.details(CARD, ISSUED), CARD, EXPIRES);
        char c = token.charAt(20);
        String tampered = token.substring(0, 20) + (c == 'A' ? 'B' : 'A') + token.substring(21);
        Instant before = EXPIRES.minusSeconds(60);
        assertThrows(RevealSeal.BadRevealLink.class, () -> seal.open(tampered, CARD, EXPIRES, before));
        byte[] other = KEY.clone();
        other[0] ^= 1;
        assertThrows(RevealSeal.BadRevealLink.class, () -> new RevealSeal(other).open(token, CARD, EXPIRES, before));
    }
}
