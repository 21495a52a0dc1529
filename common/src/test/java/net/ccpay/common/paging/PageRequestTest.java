package net.ccpay.common.paging;

import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

    @Test
    void aCursorNamesTheColumnItsListIsOrderedBy() {
        Instant t = Instant.parse("2026-01-02T03:04:05.123456Z");
        Cursor created = new Cursor(t, "Customer:0190");
        Cursor updated = new Cursor(Cursor.UPDATED_AT, t, "Customer:0190");
        assertEquals(Cursor.CREATED_AT, created.column());
        assertEquals(updated, Cursor.decode(updated.encode()).orElseThrow());
        assertEquals(created, Cursor.decode(created.encode()).orElseThrow());
        assertFalse(created.equals(updated));
        // the format every cursor had before a list could be ordered by another column: still a created_at cursor
        String before = Base64.getUrlEncoder().withoutPadding().encodeToString("v1|2026-01-02T03:04:05.123456Z|Customer:0190".getBytes(StandardCharsets.UTF_8));
        assertEquals(before, created.encode());
        assertEquals(t, updated.at(Cursor.UPDATED_AT));
        assertEquals(t, created.createdAt());
        String refused = assertThrows(InvalidFields.class, updated::createdAt).getMessage();
        assertTrue(refused.startsWith("Invalid field cursor: belongs to a list ordered by updatedAt"), refused);
        assertThrows(InvalidFields.class, () -> created.at(Cursor.UPDATED_AT));
        for (String raw : new String[] {"v1:created_at|2026-01-02T03:04:05Z|x", "v1:Bad-Column|2026-01-02T03:04:05Z|x", "v1:|2026-01-02T03:04:05Z|x",
                "v2|2026-01-02T03:04:05Z|x"}) {
            assertTrue(Cursor.decode(Base64.getUrlEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8))).isEmpty(), raw);
        }
    }

    @Test
    void aCursorOfAListReadInEitherDirectionStatesItsDirection() {
        Instant t = Instant.parse("2026-01-02T03:04:05.123456Z");
        Cursor asc = new Cursor(t, "Transaction:0190").in(true);
        Cursor desc = new Cursor(t, "Transaction:0190").in(false);
        assertEquals(asc, Cursor.decode(asc.encode()).orElseThrow());
        assertEquals(desc, Cursor.decode(desc.encode()).orElseThrow());
        assertFalse(asc.encode().equals(desc.encode()));
        assertEquals(t, asc.createdAt(true));
        assertEquals(t, desc.createdAt(false));
        String refused = assertThrows(InvalidFields.class, () -> asc.createdAt(false)).getMessage();
        assertTrue(refused.startsWith("Invalid field cursor: belongs to this list read in sortOrder asc, and this request asks for desc"), refused);
        assertThrows(InvalidFields.class, () -> desc.createdAt(true));
        // a cursor handed out before lists stated their direction is read in either
        Cursor stated = Cursor.decode(new Cursor(t, "Transaction:0190").encode()).orElseThrow();
        assertEquals(t, stated.createdAt(true));
        assertEquals(t, stated.createdAt(false));
        // a stated direction does not make a cursor of another column acceptable
        assertThrows(InvalidFields.class, () -> new Cursor(Cursor.UPDATED_AT, t, "x").in(true).createdAt(true));
        for (String raw : new String[] {"v1:created_at:up|2026-01-02T03:04:05Z|x", "v1:created_at:asc:x|2026-01-02T03:04:05Z|x",
                "v1::asc|2026-01-02T03:04:05Z|x"}) {
            assertTrue(Cursor.decode(Base64.getUrlEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8))).isEmpty(), raw);
        }
    }
}
