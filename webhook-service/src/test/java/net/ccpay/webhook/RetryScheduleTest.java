package net.ccpay.webhook;

import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.RetrySchedule;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RetryScheduleTest {

    static RetrySchedule defaults(double random) {
        return new RetrySchedule(Duration.ofSeconds(30), Duration.ofMinutes(30), Duration.ofDays(7), () -> random);
    }

    @Test
    void backoffDoublesFromTheInitialIntervalUntilTheCap() {
        RetrySchedule s = defaults(0);
        long previous = 0;
        for (int n = 1; n <= 20; n++) {
            long b = s.backoff(n).toSeconds();
            if (b < 1800) {
                assertEquals(30L << (n - 1), b, "attempt " + n);
            } else {
                assertEquals(1800, b, "capped at 30 minutes, attempt " + n);
            }
            assertTrue(b >= previous);
            previous = b;
        }
    }

    @Test
    void jitterStaysWithinTheTopQuarterSoGapsKeepGrowingUntilTheCap() {
        for (double r : new double[]{0, 0.5, 0.999999}) {
            RetrySchedule s = defaults(r);
            for (int n = 1; n <= 12; n++) {
                long b = s.backoff(n).toMillis();
                long d = s.delay(n).toMillis();
                assertTrue(d <= b && d >= b * 3 / 4, "delay " + d + " within [75%, 100%] of " + b);
            }
        }
        RetrySchedule low = defaults(0.999999);
        RetrySchedule high = defaults(0);
        for (int n = 1; n < 6; n++) {
            assertTrue(low.delay(n + 1).compareTo(high.delay(n)) > 0, "worst case still grows at attempt " + n);
        }
    }

    @Test
    void retriesGiveUpSevenDaysAfterTheFirstAttempt() {
        RetrySchedule s = defaults(0);
        Instant first = Instant.parse("2026-01-01T00:00:00Z");
        Instant t = first;
        int attempts = 0;
        while (true) {
            attempts++;
            var next = s.next(first, t, attempts);
            if (next.isEmpty()) {
                break;
            }
            assertTrue(Duration.between(t, next.get()).compareTo(Duration.ofMinutes(30)) <= 0);
            t = next.get();
        }
        assertTrue(Duration.between(first, t).compareTo(Duration.ofDays(7)) <= 0);
        assertTrue(Duration.between(first, t).compareTo(Duration.ofDays(7).minusMinutes(30)) > 0, "uses the whole window: " + t);
        assertTrue(attempts > 300 && attempts < 400, "about 7 days / 30 minutes attempts: " + attempts);
    }

    @Test
    void anInconsistentScheduleIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RetrySchedule(Duration.ZERO, Duration.ofSeconds(1), Duration.ofHours(1), () -> 0));
        assertThrows(IllegalArgumentException.class, () -> new RetrySchedule(Duration.ofSeconds(10), Duration.ofSeconds(1), Duration.ofHours(1), () -> 0));
    }

    @Test
    void receiverAnswersAreClassifiedAsTheBriefSays() {
        assertEquals(AttemptResult.Verdict.ACKNOWLEDGED, AttemptResult.answered(200, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.ACKNOWLEDGED, AttemptResult.answered(204, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.DUPLICATE, AttemptResult.answered(409, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.RETRY, AttemptResult.answered(500, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.RETRY, AttemptResult.answered(503, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.RETRY, AttemptResult.answered(429, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.RETRY, AttemptResult.failed("timeout", 30000).verdict());
        assertEquals(AttemptResult.Verdict.REJECTED, AttemptResult.answered(401, 1, "").verdict());
        assertEquals(AttemptResult.Verdict.REJECTED, AttemptResult.answered(302, 1, "").verdict());
    }
}
