package net.ccpay.common.time;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The period an operator overview covers: {@code today} (since midnight UTC, in hours), {@code 7d} or {@code 30d}
 * (that many UTC days ending with today, in days). Always bounded, so an overview's aggregation reads at most 30 days
 * of rows through a time index. {@code from} is inclusive, {@code to} (now) exclusive.
 */
public record OverviewPeriod(String name, Instant from, Instant to, Duration bucket) {

    public static final List<String> NAMES = List.of("today", "7d", "30d");

    public static final String DEFAULT = "7d";

    /** The period named by {@code value} (absent: {@value #DEFAULT}) ending at {@code now}; a wrong name is a field error. */
    public static OverviewPeriod parse(String value, Instant now, FieldErrors errors) {
        String name = value == null || value.isBlank() ? DEFAULT : value.trim();
        if (!NAMES.contains(name)) {
            errors.add(new FieldError("period", FieldError.Constraint.oneOf(NAMES), "must be one of " + NAMES));
            name = DEFAULT;
        }
        return of(name, now);
    }

    /** {@code name} is one of {@link #NAMES}. */
    public static OverviewPeriod of(String name, Instant now) {
        Instant midnight = now.truncatedTo(ChronoUnit.DAYS);
        Instant end = now.plusNanos(1000);
        return switch (name) {
            case "today" -> new OverviewPeriod(name, midnight, end, Duration.ofHours(1));
            case "7d" -> new OverviewPeriod(name, midnight.minus(Duration.ofDays(6)), end, Duration.ofDays(1));
            case "30d" -> new OverviewPeriod(name, midnight.minus(Duration.ofDays(29)), end, Duration.ofDays(1));
            default -> throw new IllegalArgumentException("period " + name);
        };
    }

    /** The bucket's length in seconds (an hour or a day). */
    public long bucketSeconds() {
        return bucket.toSeconds();
    }

    /** The start of the bucket {@code epochSecond} falls in. */
    public Instant bucketOf(long epochSecond) {
        return Instant.ofEpochSecond(Math.floorDiv(epochSecond, bucketSeconds()) * bucketSeconds());
    }

    /** Every bucket's start, oldest first (so a chart shows the quiet hours and days too). */
    public List<Instant> buckets() {
        List<Instant> out = new ArrayList<>();
        for (Instant t = from; t.isBefore(to); t = t.plus(bucket)) {
            out.add(t);
        }
        return out;
    }
}
