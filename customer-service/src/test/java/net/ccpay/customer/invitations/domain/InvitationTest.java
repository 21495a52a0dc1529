package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An invitation's life: claimed or cancelled once, from PENDING only; expired by the clock alone. */
class InvitationTest {

    static final Instant T0 = Instant.parse("2025-10-13T09:00:00Z");

    static Invitation pending(Instant expiresAt) {
        return new Invitation("0123456789", "Customer:1", "$ada@ccpay.sandbox", "Grace", 12_550L, "USD",
                "https://ccpay.sandbox/invitations/0123456789", expiresAt, T0);
    }

    static String codeOf(Runnable r) {
        return assertThrows(DomainException.class, r::run).code();
    }

    @Test
    void aClaimRecordsTheInviteeAndTheTime() {
        Invitation i = pending(null);
        assertEquals(Invitation.Status.PENDING, i.status(T0));
        i.claim("$grace@other.example", T0.plusSeconds(5));
        assertEquals(Invitation.Status.CLAIMED, i.status(T0.plusSeconds(5)));
        assertEquals("$grace@other.example", i.inviteeUma().orElseThrow());
        assertEquals(T0.plusSeconds(5), i.claimedAt().orElseThrow());
    }

    @Test
    void aClaimedInvitationCanBeNeitherClaimedAgainNorCancelled() {
        Invitation i = pending(null);
        i.claim("$grace@other.example", T0);
        assertEquals(ErrorCode.INVITATION_ALREADY_CLAIMED, codeOf(() -> i.claim("$grace@other.example", T0)));
        assertEquals(ErrorCode.INVITATION_ALREADY_CLAIMED, codeOf(() -> i.cancel(T0)));
        assertEquals("$grace@other.example", i.inviteeUma().orElseThrow(), "the first claim stands");
    }

    @Test
    void aCancelledInvitationCanBeNeitherClaimedNorCancelledAgain() {
        Invitation i = pending(null);
        i.cancel(T0);
        assertEquals(Invitation.Status.CANCELLED, i.status(T0));
        assertEquals(ErrorCode.INVITATION_CANCELLED, codeOf(() -> i.claim("$grace@other.example", T0)));
        assertEquals(ErrorCode.INVITATION_CANCELLED, codeOf(() -> i.cancel(T0)));
        assertTrue(i.inviteeUma().isEmpty());
    }

    @Test
    void anInvitationExpiresAtItsExpiresAtWithoutAnyChange() {
        Instant expires = T0.plusSeconds(60);
        Invitation i = pending(expires);
        assertEquals(Invitation.Status.PENDING, i.status(expires.minusNanos(1000)));
        assertEquals(Invitation.Status.EXPIRED, i.status(expires));
        DomainException claim = assertThrows(DomainException.class, () -> i.claim("$grace@other.example", expires));
        assertEquals(ErrorCode.INVALID_INPUT, claim.code());
        assertEquals("INVITATION_EXPIRED", claim.details().get("reason"));
        assertEquals(ErrorCode.INVALID_INPUT, codeOf(() -> i.cancel(expires.plusSeconds(1))));
        i.claim("$grace@other.example", expires.minusSeconds(1));
        assertEquals(Invitation.Status.CLAIMED, i.status(expires.plusSeconds(3600)), "a claimed invitation never expires");
    }

    @Test
    void theInviterCannotClaimItsOwnInvitationWhateverTheCase() {
        Invitation i = pending(null);
        DomainException e = assertThrows(InviterCannotClaim.class, () -> i.claim("$ADA@ccpay.sandbox", T0));
        assertEquals(ErrorCode.INVALID_INPUT, e.code());
        assertEquals(Invitation.Status.PENDING, i.status(T0));
    }

    @Test
    void anAmountNeedsItsCurrency() {
        assertThrows(IllegalArgumentException.class, () -> new Invitation("0123456789", "Customer:1", "$ada@ccpay.sandbox", null,
                100L, null, "https://x.example/invitations/0123456789", null, T0));
    }

    @Test
    void codesAreShortRandomAndOfOneForm() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String code = InvitationCodes.newCode();
            assertTrue(InvitationCodes.isWellFormed(code), code);
            assertEquals(10, code.length());
            seen.add(code);
        }
        assertEquals(1000, seen.size());
        assertFalse(InvitationCodes.isWellFormed("019542f5"), "too short");
        assertFalse(InvitationCodes.isWellFormed("0123456789A"), "upper case and too long");
        assertFalse(InvitationCodes.isWellFormed("01234567il"), "look-alike letters are not in the alphabet");
        assertFalse(InvitationCodes.isWellFormed(null));
    }
}
