package net.ccpay.common.db;

import org.junit.jupiter.api.Test;

import java.sql.Timestamp;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JpaTest {

    @Test
    void timestampTextIsWhatTimestampPrintsInTheJvmZoneToTheMicrosecond() {
        for (String s : new String[] {"2026-11-23T10:15:30.123456789Z", "2024-02-29T23:59:59Z", "1999-12-31T00:00:00.000001Z"}) {
            Instant i = Instant.parse(s);
            Timestamp t = Timestamp.from(i);
            String expected = String.format("%tF %<tT.%06d", t, t.getNanos() / 1000);
            assertEquals(expected, Jpa.timestampText(i), s);
        }
    }
}
