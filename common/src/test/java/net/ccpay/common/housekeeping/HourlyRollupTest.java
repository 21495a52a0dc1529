package net.ccpay.common.housekeeping;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class HourlyRollupTest {

    private final List<String> recounted = new ArrayList<>();
    private final List<Instant> forgotten = new ArrayList<>();
    private final HourlyRollup rollup = new HourlyRollup((from, to) -> {
        recounted.add(from + "/" + to);
        return 1;
    }, forgotten::add, 3, 2);

    @Test
    void theFirstPassRecountsTheDaysADayAtATimeThenForgetsTheOlderHours() {
        assertEquals(2, rollup.pass(Instant.parse("2026-03-10T10:20:00Z")));
        assertEquals(List.of("2026-03-09T11:00:00Z/2026-03-10T11:00:00Z", "2026-03-08T11:00:00Z/2026-03-09T11:00:00Z"), recounted);
        assertEquals(List.of(Instant.parse("2026-03-08T11:00:00Z")), forgotten);
    }

    @Test
    void laterPassesWithinTheHourRecountTheNewestHoursOnlyAndTheNextHourAllDaysAgain() {
        rollup.pass(Instant.parse("2026-03-10T10:20:00Z"));
        recounted.clear();
        rollup.pass(Instant.parse("2026-03-10T10:21:00Z"));
        rollup.pass(Instant.parse("2026-03-10T11:05:00Z"));
        assertEquals(List.of("2026-03-10T08:00:00Z/2026-03-10T11:00:00Z", "2026-03-10T09:00:00Z/2026-03-10T12:00:00Z"), recounted);
        rollup.pass(Instant.parse("2026-03-10T11:20:00Z"));
        assertEquals(4, recounted.size(), "an hour after the first full pass, the days again: " + recounted);
    }
}
