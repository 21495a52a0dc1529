package net.ccpay.auth.wallet.sessions.application;

import net.ccpay.auth.wallet.sessions.domain.WalletRateLimited;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WalletGuardTest {

    @Test
    void aWindowIsTheCalendarMinuteAnInstantFallsIn() {
        assertEquals(Instant.parse("2025-10-13T09:41:00Z"), WalletGuard.windowOf(Instant.parse("2025-10-13T09:41:59.999999Z")));
        assertEquals(Instant.parse("2025-10-13T09:42:00Z"), WalletGuard.windowOf(Instant.parse("2025-10-13T09:42:00Z")));
    }

    @Test
    void theLimitIsTheLastAdmittedAttempt() {
        assertFalse(WalletGuard.overLimit(5, 5));
        assertTrue(WalletGuard.overLimit(6, 5));
    }

    @Test
    void retryAfterIsWholeSecondsRoundedUpAndAtLeastOne() {
        Instant now = Instant.parse("2025-10-13T09:41:30.200Z");
        assertEquals(30, WalletGuard.secondsUntil(now, Instant.parse("2025-10-13T09:42:00Z")));
        assertEquals(1, WalletGuard.secondsUntil(now, now));
        assertEquals(1, WalletGuard.secondsUntil(now, now.minusSeconds(3)));
        assertEquals(900, WalletGuard.secondsUntil(now, now.plusSeconds(900)));
    }

    @Test
    void aRateLimitIsA429RateLimitedWithItsReasonAndRetryAfter() {
        WalletRateLimited locked = WalletRateLimited.locked(899);
        assertEquals(DomainException.Kind.RATE_LIMITED, locked.kind());
        assertEquals(ErrorCode.RATE_LIMITED, locked.code());
        assertEquals(899, locked.retryAfterSeconds());
        assertEquals("OTP_LOCKED", locked.details().get("reason"));
        assertEquals("CHALLENGE_LIMIT", WalletRateLimited.challenges(3).details().get("reason"));
        assertEquals("VERIFY_LIMIT", WalletRateLimited.verifies(3).details().get("reason"));
        assertEquals(1, WalletRateLimited.verifies(0).retryAfterSeconds());
    }
}
