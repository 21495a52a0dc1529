package net.ccpay.common.paging;

import net.ccpay.common.error.FieldErrors;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageRequestTest {

    @Test
    void limitDefaultsTo20AndMustBe1To100() {
        FieldErrors e = new FieldErrors();
        assertEquals(20, PageRequest.parse(null, null, e).limit());
        assertEquals(100, PageRequest.parse("100", null, e).limit());
        assertEquals(1, PageRequest.parse("1", null, e).limit());
        assertTrue(e.isEmpty());
        for (String bad : new String[] {"0", "101", "-1", "ten", "", " 5", "1.5", "9223372036854775808"}) {
            FieldErrors f = new FieldErrors();
            PageRequest.parse(bad, null, f);
            assertEquals("limit", f.list().get(0).field(), bad);
        }
    }

    @Test
    void aCursorRoundTripsAndGarbageIsRefused() {
        Cursor c = new Cursor(Instant.parse("2026-01-02T03:04:05.123456Z"), "Customer:0190");
        FieldErrors e = new FieldErrors();
        assertEquals(c, PageRequest.parse(null, c.encode(), e).after());
        assertTrue(e.isEmpty());
        PageRequest.parse(null, "not-a-cursor", e);
        assertFalse(e.isEmpty());
        assertEquals("cursor", e.list().get(0).field());
    }
}
