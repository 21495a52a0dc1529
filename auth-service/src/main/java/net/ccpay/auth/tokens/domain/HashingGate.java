package net.ccpay.auth.tokens.domain;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Bounds how many slow secret checks (PBKDF2, ~100,000 iterations) run at once. Without a bound,
 * a burst of wrong credentials (about 60 a second on 2 cores) takes every core, and with it every
 * request of every service in the server. A check that cannot start within {@code maxWait} is
 * refused ({@link Busy}) instead of queueing without end.
 */
public final class HashingGate {

    /** No slot within the wait: the caller answers 503 and the client retries. */
    public static final class Busy extends RuntimeException {
        public Busy() {
            super("secret checks are saturated", null, false, false);
        }
    }

    private final Semaphore slots;
    private final long maxWaitNanos;

    public HashingGate(int concurrency, Duration maxWait) {
        this.slots = new Semaphore(Math.max(1, concurrency), true);
        this.maxWaitNanos = maxWait.toNanos();
    }

    public <T> T run(Supplier<T> check) {
        boolean acquired;
        try {
            acquired = slots.tryAcquire(maxWaitNanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Busy();
        }
        if (!acquired) {
            throw new Busy();
        }
        try {
            return check.get();
        } finally {
            slots.release();
        }
    }
}
