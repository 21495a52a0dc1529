package net.ccpay.common.housekeeping;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HourlyTableTest {

    private final HourlyTable table = new HourlyTable("payment_hourly", List.of("currency"), List.of("payments"));
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
}
