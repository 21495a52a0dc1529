package net.ccpay.common.housekeeping;

import java.time.Duration;
import java.time.Instant;

/**
 * When to recount a table kept per hour from the rows it summarizes (an operators' overview reads the kept hours
 * instead of every row of its period): at each pass the newest hours, and every hour (and at the first pass) the
 * last {@code days} days, a day at a time, then forgetting the older hours. The recount itself is the owner's: it
 * replaces the kept rows of whole hours from what the rows count now, so running it twice, or in two copies, is
 * harmless. Not thread-safe: one scheduler calls {@link #pass}.
 */
public final class HourlyRollup {

    public static final long HOUR = 3600;

    /** Recounts the whole hours of [from, to) and keeps them; the rows kept, or -1 when another copy's turn it was. */
    @FunctionalInterface
    public interface Recount {
        int recount(Instant from, Instant to);
    }

    private final Recount recount;
    private final java.util.function.Consumer<Instant> forgetBefore;
    private final int recentHours;
    private final int days;
    private Instant lastFull = Instant.EPOCH;

    /**
     * @param recentHours how many of the newest hours each pass recounts (the current one included)
     * @param days        how many days the hourly pass recounts; older hours are forgotten
     */
    public HourlyRollup(Recount recount, java.util.function.Consumer<Instant> forgetBefore, int recentHours, int days) {
        this.recount = recount;
        this.forgetBefore = forgetBefore;
        this.recentHours = Math.max(1, recentHours);
        this.days = days;
    }

    /** One pass at {@code now}; the rows kept by it (a full pass's sum). */
    public int pass(Instant now) {
        Instant next = hourOf(now).plus(hours(1));
        if (Duration.between(lastFull, now).compareTo(Duration.ofHours(1)) < 0) {
            return Math.max(0, recount.recount(next.minus(hours(recentHours)), next));
        }
        int rows = 0;
        Instant day = next;
        for (int d = 0; d < days; d++) {
            Instant start = day.minus(Duration.ofDays(1));
            rows += Math.max(0, recount.recount(start, day));
            day = start;
        }
        forgetBefore.accept(day);
        lastFull = now;
        return rows;
    }

    /** The start of the hour (UTC) {@code t} is in. */
    public static Instant hourOf(Instant t) {
        return Instant.ofEpochSecond(Math.floorDiv(t.getEpochSecond(), HOUR) * HOUR);
    }

    /** {@code n} whole hours. */
    public static Duration hours(long n) {
        return Duration.ofSeconds(n * HOUR);
    }
}
