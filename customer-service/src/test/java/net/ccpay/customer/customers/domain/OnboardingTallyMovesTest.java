package net.ccpay.customer.customers.domain;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OnboardingTallyMovesTest {

    @Test
    void changesComeInKeyOrderWhateverTheOrderOfTheMoves() {
        OnboardingTally.Moves m = new OnboardingTally.Moves()
                .move("INDIVIDUAL", null, "PENDING")
                .move("BUSINESS", "PENDING", "APPROVED")
                .move("INDIVIDUAL", null, "APPROVED")
                .move("INDIVIDUAL", null, "APPROVED");
        assertEquals(List.of(
                new OnboardingTally.Change("BUSINESS", "APPROVED", 1),
                new OnboardingTally.Change("BUSINESS", "PENDING", -1),
                new OnboardingTally.Change("INDIVIDUAL", "APPROVED", 2),
                new OnboardingTally.Change("INDIVIDUAL", "PENDING", 1)), m.changes());
    }

    @Test
    void movesThatCancelOutChangeNothing() {
        OnboardingTally.Moves m = new OnboardingTally.Moves()
                .move("INDIVIDUAL", null, "PENDING")
                .move("INDIVIDUAL", "PENDING", null)
                .move("BUSINESS", "APPROVED", "APPROVED");
        assertEquals(List.of(), m.changes());
    }

    @Test
    void aDeletionCountsOneLess() {
        assertEquals(List.of(new OnboardingTally.Change("INDIVIDUAL", "REJECTED", -1)),
                new OnboardingTally.Moves().move("INDIVIDUAL", "REJECTED", null).changes());
    }
}
