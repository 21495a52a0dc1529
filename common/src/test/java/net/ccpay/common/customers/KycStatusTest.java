package net.ccpay.common.customers;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class KycStatusTest {

    @Test
    void everyKnownNameIsItsStatus() {
        for (KycStatus s : KycStatus.values()) {
            assertEquals(s, KycStatus.namedOrNull(s.name()));
        }
    }

    @Test
    void anUnknownOrMissingNameIsNoStatusRatherThanAnError() {
        assertNull(KycStatus.namedOrNull("UNDER_REVIEW"));
        assertNull(KycStatus.namedOrNull("approved"));
        assertNull(KycStatus.namedOrNull(""));
        assertNull(KycStatus.namedOrNull(null));
    }
}
