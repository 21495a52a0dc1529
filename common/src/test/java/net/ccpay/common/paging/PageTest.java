package net.ccpay.common.paging;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.common.error.ApiException;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageTest {

    static final Instant T = Instant.parse("2026-01-02T03:04:05Z");

    @Test
    void theExtraRowOnlySaysThereIsMoreAndTheCursorPointsAfterTheLastShownRow() {
        Page<String> p = Page.of(List.of("a", "b", "c"), 2, 7, s -> new Cursor(T, s));
        assertEquals(List.of("a", "b"), p.items());
        assertTrue(p.hasMore());
        assertEquals(new Cursor(T, "b"), Cursor.decode(p.nextCursor()).orElseThrow());

        JsonObject json = p.toJson(jakarta.json.Json::createValue);
        assertEquals(List.of("a", "b"), json.getJsonArray("data").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList());
        assertEquals(7, json.getInt("totalCount"));
        assertEquals(p.nextCursor(), json.getString("nextCursor"));
    }

    @Test
    void theLastPageHasNoNextCursor() {
        JsonObject json = Page.of(List.of("a", "b"), 2, 2, s -> new Cursor(T, s)).toJson(jakarta.json.Json::createValue);
        assertFalse(json.getBoolean("hasMore"));
        assertFalse(json.containsKey("nextCursor"));
    }

    @Test
    void aCountOverTheLimitIsLeftOutAndOneAtTheLimitIsShown() {
        assertEquals(Counts.OVER_LIMIT, Counts.of(Counts.LIMIT + 1L));
        assertEquals(Counts.LIMIT, Counts.of(Counts.LIMIT));
        assertEquals(0, Counts.of(0));
        JsonObject over = Page.of(List.of("a", "b"), 1, Counts.of(Counts.LIMIT + 1L), s -> new Cursor(T, s)).toJson(jakarta.json.Json::createValue);
        assertFalse(over.containsKey("totalCount"), over.toString());
        assertTrue(over.getBoolean("hasMore"));
        JsonObject at = Page.of(List.of("a"), 1, Counts.of(Counts.LIMIT), s -> new Cursor(T, s)).toJson(jakarta.json.Json::createValue);
        assertEquals(Counts.LIMIT, at.getInt("totalCount"));
    }

    @Test
    void anInvalidLimitAndCursorAreReportedTogetherAs400() {
        ApiException e = assertThrows(ApiException.class, () -> PageRequest.of("x", "garbage"));
        assertEquals(400, e.status());
        assertTrue(e.getMessage().startsWith("2 fields"), e.getMessage());
    }
}
