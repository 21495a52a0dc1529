package net.ccpay.common.paging;

import org.junit.jupiter.api.Test;

import java.sql.Timestamp;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

class KeysetQueryTest {

    @Test
    void anInstantIsBoundAsATimestamp() {
        Instant t = Instant.parse("2026-11-29T17:00:00.123456Z");
        assertEquals(Timestamp.from(t), KeysetQuery.bindable(t));
        assertEquals("USD", KeysetQuery.bindable("USD"));
    }

    @Test
    void aBoundPastWhatATimestampColumnHoldsIsBoundAsItsLastInstant() {
        assertEquals(Timestamp.from(Instant.parse("2038-01-19T03:14:07.999999Z")), KeysetQuery.bindable(Instant.parse("2100-01-01T00:00:00Z")));
        Instant last = KeysetQuery.TIMESTAMP_MAX;
        assertEquals(Timestamp.from(last), KeysetQuery.bindable(last));
    }
}
