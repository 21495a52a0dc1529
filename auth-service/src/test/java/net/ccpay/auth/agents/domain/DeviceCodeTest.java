package net.ccpay.auth.agents.domain;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A device code's life, with the clock in the test's hands: issued, then redeemed once, replaced, or expired. */
class DeviceCodeTest {

    private static final Instant ISSUED = Instant.parse("2025-10-13T09:00:00Z");
    private static final Instant EXPIRES = ISSUED.plusSeconds(900);

    private DeviceCode code() {
        return new DeviceCode("a".repeat(64), "Agent:019542f5-b3e7-1d02-0000-000000000001", ISSUED, EXPIRES);
    }

    @Test
    void aCodeRedeemsOnceBeforeItExpires() {
        DeviceCode c = code();
        c.redeem(EXPIRES.minusNanos(1000));
        assertTrue(c.isRedeemed());
        DeviceCodeRefused again = assertThrows(DeviceCodeRefused.class, () -> c.redeem(EXPIRES.minusNanos(500)));
        assertEquals(DeviceCodeRefused.ALREADY_REDEEMED, again.reason());
    }

    @Test
    void aCodeAtOrAfterItsExpiryIsRefusedAndStaysUnredeemed() {
        DeviceCode c = code();
        assertEquals(DeviceCodeRefused.EXPIRED, assertThrows(DeviceCodeRefused.class, () -> c.redeem(EXPIRES)).reason());
        assertEquals(DeviceCodeRefused.EXPIRED, assertThrows(DeviceCodeRefused.class, () -> c.redeem(EXPIRES.plusSeconds(3600))).reason());
        assertFalse(c.isRedeemed());
    }

    @Test
    void aReplacedCodeIsRefusedEvenBeforeItExpires() {
        DeviceCode c = code();
        c.revoke(ISSUED.plusSeconds(10));
        assertTrue(c.isRevoked());
        assertEquals(DeviceCodeRefused.REPLACED, assertThrows(DeviceCodeRefused.class, () -> c.redeem(ISSUED.plusSeconds(20))).reason());
    }

    @Test
    void revokingARedeemedCodeChangesNothing() {
        DeviceCode c = code();
        c.redeem(ISSUED.plusSeconds(5));
        c.revoke(ISSUED.plusSeconds(6));
        assertFalse(c.isRevoked());
        assertEquals(DeviceCodeRefused.ALREADY_REDEEMED, assertThrows(DeviceCodeRefused.class, () -> c.redeem(ISSUED.plusSeconds(7))).reason());
    }

    @Test
    void theRefusalIsA400InvalidInputNamingItsReason() {
        DeviceCodeRefused e = assertThrows(DeviceCodeRefused.class, () -> code().redeem(EXPIRES));
        assertEquals(net.ccpay.common.error.DomainException.Kind.INVALID, e.kind());
        assertEquals("INVALID_INPUT", e.code());
        assertEquals(DeviceCodeRefused.EXPIRED, e.details().get("reason"));
    }
}
