package net.ccpay.common.housekeeping;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HourlyTableTest {

    private final HourlyTable table = new HourlyTable("payment_hourly", "payment_daily", List.of("currency"), List.of("payments"));
    private final Instant from = Instant.parse("2026-03-01T00:00:00Z");
    private final Instant to = Instant.parse("2026-03-02T00:00:00Z");

    @Test
    void aBucketThatIsNotAWholeNumberOfHoursIsRefusedBeforeAnyQuery() {
        // the kept rows are hours: a bucket of 90 minutes would split them; no query is made (no EntityManager here)
        for (long seconds : new long[] {0, 1800, 5400}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> table.kept(null, from, to, seconds));
            assertTrue(e.getMessage().contains(seconds + " s"), e.getMessage());
        }
    }

    @Test
    void aBucketOfDaysMustStartAtADaysStart() {
        // the daily table holds whole days: from 06:00 its first day would count six hours it was not asked for
        Instant six = from.plusSeconds(6 * 3600);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> table.kept(null, six, to, HourlyTable.DAY));
        assertTrue(e.getMessage().contains(six.toString()), e.getMessage());
    }
}
