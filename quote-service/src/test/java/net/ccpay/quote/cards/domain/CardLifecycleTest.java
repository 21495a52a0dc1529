package net.ccpay.quote.cards.domain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardLifecycleTest {

    @Test
    void anActiveCardFreezesAndAFrozenCardUnfreezes() {
        assertTrue(CardLifecycle.check("Card:x", CardState.ACTIVE, CardState.FROZEN));
        assertTrue(CardLifecycle.check("Card:x", CardState.FROZEN, CardState.ACTIVE));
    }

    @Test
    void activeAndFrozenCardsClose() {
        assertTrue(CardLifecycle.check("Card:x", CardState.ACTIVE, CardState.CLOSED));
        assertTrue(CardLifecycle.check("Card:x", CardState.FROZEN, CardState.CLOSED));
    }

    @Test
    void askingForTheCurrentStateChangesNothing() {
        assertFalse(CardLifecycle.check("Card:x", CardState.FROZEN, CardState.FROZEN));
    }

    @Test
    void closingAClosedCardIsAlreadyClosed() {
        assertThrows(CardAlreadyClosed.class, () -> CardLifecycle.check("Card:x", CardState.CLOSED, CardState.CLOSED));
    }

    @Test
    void anyOtherChangeToAClosedCardIsNotMutable() {
        assertThrows(CardNotMutable.class, () -> CardLifecycle.check("Card:x", CardState.CLOSED, CardState.ACTIVE));
        assertThrows(CardNotMutable.class, () -> CardLifecycle.check("Card:x", CardState.CLOSED, CardState.FROZEN));
        assertThrows(CardNotMutable.class, () -> CardLifecycle.checkMutable("Card:x", CardState.CLOSED));
    }

    @Test
    void aCardBeingProvisionedCannotBeFrozenActivatedOrClosedByThePlatform() {
        assertThrows(CardStateTransitionInvalid.class, () -> CardLifecycle.check("Card:x", CardState.PROCESSING, CardState.FROZEN));
        assertThrows(CardStateTransitionInvalid.class, () -> CardLifecycle.check("Card:x", CardState.PROCESSING, CardState.ACTIVE));
        assertThrows(CardStateTransitionInvalid.class, () -> CardLifecycle.check("Card:x", CardState.PROCESSING, CardState.CLOSED));
    }

    @Test
    void theSandboxTableReadsTheDescriptorsLastThreeCharacters() {
        assertTrue(CardSandboxRules.of("COFFEE 002") == CardSandboxRules.Outcome.DECLINE_INSUFFICIENT_FUNDS);
        assertTrue(CardSandboxRules.of("COFFEE 003") == CardSandboxRules.Outcome.DECLINE_CARD_PAUSED);
        assertTrue(CardSandboxRules.of("COFFEE 006") == CardSandboxRules.Outcome.PULL_CONFIRMATION_FAILED);
        assertTrue(CardSandboxRules.of("COFFEE") == CardSandboxRules.Outcome.APPROVED);
    }
}
