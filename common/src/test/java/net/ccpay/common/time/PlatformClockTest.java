package net.ccpay.common.time;

import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.web.JsonBodies;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The platform clock's offset: zero to begin with, forward only, a day at most per step, never in production. */
class PlatformClockTest {

    private static final Instant T = Instant.parse("2025-10-13T09:00:00.123456789Z");
    private static final Clock SYSTEM = Clock.fixed(T, ZoneOffset.UTC);

    @Test
    void itIsTheSystemClockToTheMicrosecondUntilMoved() {
        PlatformClock c = PlatformClock.on(SYSTEM, true);
        assertEquals(Duration.ZERO, c.offset());
        assertEquals(Instant.parse("2025-10-13T09:00:00.123456Z"), c.now());
    }

    @Test
    void stepsAddUpAndEachAnswersTheNewOffset() {
        PlatformClock c = PlatformClock.on(SYSTEM, true);
        assertEquals(Duration.ofSeconds(301), c.advance(Duration.ofSeconds(301)));
        assertEquals(Duration.ofSeconds(301 + 900), c.advance(Duration.ofSeconds(900)));
        assertEquals(Duration.ofSeconds(1201), c.offset());
        assertEquals(Instant.parse("2025-10-13T09:20:01.123456Z"), c.now());
    }

    @Test
    void aStepIsForwardAndAtMostADay() {
        PlatformClock c = PlatformClock.on(SYSTEM, true);
        assertThrows(IllegalArgumentException.class, () -> c.advance(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> c.advance(Duration.ofSeconds(-1)));
        assertThrows(IllegalArgumentException.class, () -> c.advance(null));
        assertThrows(IllegalArgumentException.class, () -> c.advance(PlatformClock.MAX_STEP.plusNanos(1)));
        assertEquals(Duration.ZERO, c.offset(), "a refused step moves nothing");
        assertEquals(PlatformClock.MAX_STEP, c.advance(PlatformClock.MAX_STEP));
        assertEquals(PlatformClock.MAX_STEP.multipliedBy(2), c.advance(PlatformClock.MAX_STEP), "a day per step, as many steps as wanted");
    }

    @Test
    void inProductionItNeverMoves() {
        PlatformClock c = PlatformClock.on(SYSTEM, false);
        assertFalse(c.isMovable());
        assertThrows(IllegalStateException.class, () -> c.advance(Duration.ofSeconds(1)));
        assertEquals(Duration.ZERO, c.offset());
        assertEquals(Instant.parse("2025-10-13T09:00:00.123456Z"), c.now());
        assertTrue(PlatformClock.on(SYSTEM, true).isMovable());
    }

    @Test
    void theAdvanceBodyTakesOneWholeNumberOfSecondsFromOneToADay() {
        for (String body : new String[] {"{}", "{\"advanceSeconds\":null}", "{\"advanceSeconds\":0}", "{\"advanceSeconds\":-5}",
                "{\"advanceSeconds\":86401}", "{\"advanceSeconds\":1.5}", "{\"advanceSeconds\":\"60\"}"}) {
            assertFalse(errorsOf(body).isEmpty(), body + " is refused");
        }
        assertTrue(errorsOf("{\"advanceSeconds\":1}").isEmpty());
        assertTrue(errorsOf("{\"advanceSeconds\":86400}").isEmpty());
    }

    private static FieldErrors errorsOf(String body) {
        FieldErrors errors = new FieldErrors();
        RequestRecords.read(JsonBodies.object(body.getBytes(StandardCharsets.UTF_8)), SandboxClockResource.Advance.class, errors);
        return errors;
    }
}
