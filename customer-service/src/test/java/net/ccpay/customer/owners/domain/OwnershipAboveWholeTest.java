package net.ccpay.customer.owners.domain;

import net.ccpay.common.error.DomainException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A business's owners hold at most all of it together. */
class OwnershipAboveWholeTest {

    @Test
    void sharesUpToTheWholeBusinessAreAccepted() {
        List<Integer> others = List.of(60, 15);
        assertDoesNotThrow(() -> OwnershipAboveWhole.check(others, 25));
        assertDoesNotThrow(() -> OwnershipAboveWhole.check(List.of(), 100));
    }

    @Test
    void ownersWithoutAStoredShareHoldNothing() {
        assertDoesNotThrow(() -> OwnershipAboveWhole.check(List.of(0), 100));
    }

    @Test
    void aShareThatWouldTakeTheTotalAboveTheWholeIsRefusedNamingTheTotal() {
        List<Integer> others = List.of(60, 15);
        DomainException e = assertThrows(OwnershipAboveWhole.class, () -> OwnershipAboveWhole.check(others, 26));
        assertTrue(e.getMessage().contains("101%"), e.getMessage());
        assertTrue(e.getMessage().contains("75%"), e.getMessage());
    }
}
