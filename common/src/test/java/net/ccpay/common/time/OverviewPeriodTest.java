package net.ccpay.common.time;

import net.ccpay.common.error.FieldErrors;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OverviewPeriodTest {

    static final Instant NOW = Instant.parse("2026-11-29T09:41:07.123456Z");

    @Test
    void todayIsInHoursSinceMidnightUtc() {
        OverviewPeriod p = OverviewPeriod.parse("today", NOW, new FieldErrors());
        assertEquals(Instant.parse("2026-11-29T00:00:00Z"), p.from());
        assertTrue(p.to().isAfter(NOW), "a row stamped now is inside");
        assertEquals(3600, p.bucketSeconds());
        List<Instant> buckets = p.buckets();
        assertEquals(10, buckets.size());
        assertEquals(Instant.parse("2026-11-29T09:00:00Z"), buckets.get(9));
        assertEquals(Instant.parse("2026-11-29T09:00:00Z"), p.bucketOf(NOW.getEpochSecond()));
    }

    @Test
    void sevenAndThirtyDaysAreUtcDaysEndingToday() {
        OverviewPeriod week = OverviewPeriod.parse(null, NOW, new FieldErrors());
        assertEquals("7d", week.name());
        assertEquals(Instant.parse("2026-11-23T00:00:00Z"), week.from());
        assertEquals(7, week.buckets().size());
        assertEquals(Duration.ofDays(1), week.bucket());
        OverviewPeriod month = OverviewPeriod.parse("30d", NOW, new FieldErrors());
        assertEquals(30, month.buckets().size());
        assertEquals(Instant.parse("2026-10-31T00:00:00Z"), month.from());
    }

    @Test
    void anyOtherNameIsAFieldError() {
        FieldErrors errors = new FieldErrors();
        OverviewPeriod.parse("yesterday", NOW, errors);
        assertFalse(errors.isEmpty());
        assertTrue(errors.has("period"));
    }
}
