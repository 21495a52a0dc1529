package net.ccpay.webhook.delivery.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.DoubleSupplier;

/**
 * When to try a failed webhook again: exponential backoff (initial interval, doubled after each
 * failed attempt, capped at {@code maxInterval}) with jitter, until {@code giveUpAfter} has passed
 * since the first attempt. Defaults (application config): 30 s, 30 min cap, 7 days.
 *
 * <p>The jitter takes each delay uniformly from [75 %, 100 %] of the backoff value: enough to spread
 * the retries of many webhooks that failed together (an endpoint outage), while keeping the gaps
 * growing — a receiver sees attempt n+1 later after attempt n than attempt n after attempt n-1,
 * until the cap.
 */
public final class RetrySchedule {

    private static final double MULTIPLIER = 2.0;
    private static final double JITTER = 0.25;

    private final Duration initial;
    private final Duration maxInterval;
    private final Duration giveUpAfter;
    private final DoubleSupplier random;

    public RetrySchedule(Duration initial, Duration maxInterval, Duration giveUpAfter, DoubleSupplier random) {
        if (initial.isNegative() || initial.isZero() || maxInterval.compareTo(initial) < 0 || giveUpAfter.isNegative()) {
            throw new IllegalArgumentException("retry schedule: need 0 < initial <= max interval and give-up >= 0, got "
                    + initial + ", " + maxInterval + ", " + giveUpAfter);
        }
        this.initial = initial;
        this.maxInterval = maxInterval;
        this.giveUpAfter = giveUpAfter;
        this.random = random;
    }

    /** The backoff before attempt {@code failedAttempts + 1}, before jitter. */
    public Duration backoff(int failedAttempts) {
        double millis = initial.toMillis() * Math.pow(MULTIPLIER, Math.max(0, failedAttempts - 1));
        return Duration.ofMillis((long) Math.min(millis, maxInterval.toMillis()));
    }

    /** The jittered delay after {@code failedAttempts} failed attempts. */
    public Duration delay(int failedAttempts) {
        long b = backoff(failedAttempts).toMillis();
        return Duration.ofMillis(b - (long) (b * JITTER * random.getAsDouble()));
    }

    /** The time of the next attempt, or empty when the webhook should be given up. */
    public Optional<Instant> next(Instant firstAttempt, Instant now, int failedAttempts) {
        Instant at = now.plus(delay(failedAttempts));
        return at.isAfter(firstAttempt.plus(giveUpAfter)) ? Optional.empty() : Optional.of(at);
    }

    public Duration giveUpAfter() { return giveUpAfter; }
    public Duration maxInterval() { return maxInterval; }
    public Duration initial() { return initial; }
}
