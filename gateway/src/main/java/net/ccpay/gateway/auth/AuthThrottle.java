package net.ccpay.gateway.auth;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Counts failed authentications per key (a client address, or a token id) in fixed windows. Once
 * a key reaches {@code maxFailures} in a window, every attempt under it is refused until the
 * window ends, good credentials included: answering a correct guess differently from a wrong one
 * while throttled would keep the guessing going at full speed.
 *
 * <p>In memory, per gateway instance: N instances allow N times the budget, still bounding the
 * guesses, and the hashing in auth-service has its own bound behind this one.
 */
public final class AuthThrottle {

    private static final int MAX_KEYS = 100_000;

    private record Window(long startNanos, int failures) {}

    private final int maxFailures;
    private final long windowNanos;
    private final LongSupplier nanoClock;
    private final ConcurrentHashMap<String, Window> windows = new ConcurrentHashMap<>();

    public AuthThrottle(int maxFailures, Duration window, LongSupplier nanoClock) {
        this.maxFailures = maxFailures;
        this.windowNanos = window.toNanos();
        this.nanoClock = nanoClock;
    }

    /** Seconds until {@code key} may try again; 0 when it may now. */
    public long retryAfterSeconds(String key) {
        Window w = windows.get(key);
        if (w == null || w.failures < maxFailures) {
            return 0;
        }
        long left = w.startNanos + windowNanos - nanoClock.getAsLong();
        return left <= 0 ? 0 : Math.max(1, (left + 999_999_999L) / 1_000_000_000L);
    }

    public void failed(String key) {
        long now = nanoClock.getAsLong();
        if (windows.size() >= MAX_KEYS) {
            windows.values().removeIf(w -> now - w.startNanos >= windowNanos);
            if (windows.size() >= MAX_KEYS) {
                windows.clear();
            }
        }
        windows.merge(key, new Window(now, 1),
                (old, one) -> now - old.startNanos >= windowNanos ? one : new Window(old.startNanos, old.failures + 1));
    }
}
