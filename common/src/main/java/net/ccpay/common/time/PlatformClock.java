package net.ccpay.common.time;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The time a service stamps and checks its time-to-live deadlines with (an agent's device code, an
 * invitation's expiry, a quote's expiry): the system clock plus an offset. The offset is zero, and
 * stays zero, in production mode. In sandbox mode a test may move it forward
 * ({@code POST /internal/sandbox/clock}, {@link SandboxClockResource}), so that an expiry is reached
 * without waiting for it. It only ever grows, by at most {@link #MAX_STEP} a call, and belongs to this
 * copy of this service alone: it is held in memory and lost on a restart.
 *
 * <p>Only deadlines use it. Money movement (settlement steps), event and ledger timestamps, credentials
 * and rate limits keep the system clock.
 */
@ApplicationScoped
public class PlatformClock {

    /** The most one call may move the clock forward. */
    public static final Duration MAX_STEP = Duration.ofDays(1);

    private final Clock system;
    private final AtomicReference<Duration> offset = new AtomicReference<>(Duration.ZERO);
    private volatile boolean movable;

    /** For CDI: the system clock; movable once {@link #settings} says sandbox. */
    public PlatformClock() {
        this(Clock.systemUTC(), false);
    }

    PlatformClock(Clock system, boolean movable) {
        this.system = system;
        this.movable = movable;
    }

    /** A clock on {@code system} that can be moved forward (sandbox) or not (production). */
    public static PlatformClock on(Clock system, boolean sandbox) {
        return new PlatformClock(system, sandbox);
    }

    @Inject
    void settings(PlatformSettings settings) {
        this.movable = settings.isSandbox();
    }

    /** Now, to the microsecond (what the database keeps): the system clock plus this copy's offset. */
    public Instant now() {
        return system.instant().plus(offset.get()).truncatedTo(ChronoUnit.MICROS);
    }

    /** How far ahead of the system clock this copy is; zero in production. */
    public Duration offset() {
        return offset.get();
    }

    /** Whether {@link #advance} may be used: sandbox mode only. */
    public boolean isMovable() {
        return movable;
    }

    /**
     * Moves this copy's clock forward by {@code step} (more than zero, at most {@link #MAX_STEP});
     * answers the new offset.
     *
     * @throws IllegalStateException in production mode, where the offset stays zero
     * @throws IllegalArgumentException for a step that is not forward or is longer than {@link #MAX_STEP}
     */
    public Duration advance(Duration step) {
        if (!movable) {
            throw new IllegalStateException("the platform clock moves in sandbox mode only");
        }
        if (step == null || step.isNegative() || step.isZero() || step.compareTo(MAX_STEP) > 0) {
            throw new IllegalArgumentException("a step must be more than zero and at most " + MAX_STEP.toSeconds() + " s");
        }
        return offset.accumulateAndGet(step, Duration::plus);
    }
}
