package net.ccpay.quote;

import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccount.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The internal account state machine: PENDING → ACTIVE ⇄ FROZEN, ACTIVE → CLOSED, PENDING → FAILED. */
class InternalAccountStatesTest {

    static InternalAccount in(Status... path) {
        InternalAccount a = new InternalAccount("InternalAccount:1", "Customer:1", "INTERNAL_FIAT", "USD", Instant.now());
        for (Status s : path) {
            a.transition(s, Instant.now());
        }
        return a;
    }

    @Test
    void aNewAccountIsPendingAndCannotMoveMoney() {
        InternalAccount a = in();
        assertEquals(Status.PENDING, a.status());
        assertFalse(a.canMoveMoney());
    }

    @Test
    void onlyActiveAccountsMoveMoney() {
        assertTrue(in(Status.ACTIVE).canMoveMoney());
        assertFalse(in(Status.ACTIVE, Status.FROZEN).canMoveMoney());
        assertFalse(in(Status.FAILED).canMoveMoney());
        assertFalse(in(Status.ACTIVE, Status.CLOSED).canMoveMoney());
        assertTrue(in(Status.ACTIVE, Status.FROZEN, Status.ACTIVE).canMoveMoney());
    }

    @ParameterizedTest(name = "{0} → {1} is refused")
    @CsvSource({"PENDING, FROZEN", "PENDING, CLOSED", "FAILED, ACTIVE", "CLOSED, ACTIVE", "ACTIVE, PENDING", "ACTIVE, FAILED"})
    void transitionsOutsideTheMachineAreRefused(Status from, Status to) {
        InternalAccount a = from == Status.PENDING ? in() : from == Status.FAILED ? in(Status.FAILED)
                : from == Status.CLOSED ? in(Status.ACTIVE, Status.CLOSED) : in(Status.ACTIVE);
        assertThrows(IllegalStateException.class, () -> a.transition(to, Instant.now()));
    }
}
