package net.ccpay.gateway.auth;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AuthThrottleTest {

    private final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
    private final AuthThrottle throttle = new AuthThrottle(3, Duration.ofSeconds(60), clock::get);

    private void advance(long seconds) {
        clock.addAndGet(seconds * 1_000_000_000L);
    }

    @Test
    void aKeyMayFailUpToTheLimitBeforeItIsThrottled() {
        throttle.failed("a");
        throttle.failed("a");
        assertEquals(0, throttle.retryAfterSeconds("a"));
        throttle.failed("a");
        assertEquals(60, throttle.retryAfterSeconds("a"));
    }

    @Test
    void retryAfterCountsDownToTheEndOfTheWindow() {
        throttle.failed("a");
        advance(20);
        throttle.failed("a");
        throttle.failed("a");
        assertEquals(40, throttle.retryAfterSeconds("a"));
        advance(39);
        assertEquals(1, throttle.retryAfterSeconds("a"));
        advance(1);
        assertEquals(0, throttle.retryAfterSeconds("a"));
    }

    @Test
    void aNewWindowStartsCountingAfresh() {
        for (int i = 0; i < 3; i++) {
            throttle.failed("a");
        }
        advance(61);
        throttle.failed("a");
        assertEquals(0, throttle.retryAfterSeconds("a"));
    }

    @Test
    void keysAreCountedApart() {
        for (int i = 0; i < 3; i++) {
            throttle.failed("a");
        }
        assertEquals(0, throttle.retryAfterSeconds("b"));
    }
}
