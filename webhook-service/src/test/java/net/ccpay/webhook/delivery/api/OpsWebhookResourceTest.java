package net.ccpay.webhook.delivery.api;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.webhook.delivery.application.WebhookViews;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The list's parameters are judged before anything is read; paging over a stand-in for the views. */
class OpsWebhookResourceTest {

    private final OpsWebhookResource resource = new OpsWebhookResource();

    @Test
    void aMalformedCursorIsA400NamingCursor() {
        ApiException e = assertThrows(ApiException.class, () -> resource.list(null, null, null, "not-a-cursor"));
        assertEquals(400, e.status());
        assertEquals(ErrorCode.INVALID_INPUT, e.code());
        assertEquals(List.of("cursor"), fields(e));
    }

    @Test
    void aMalformedCursorIsReportedWithTheOtherInvalidParameters() {
        ApiException e = assertThrows(ApiException.class, () -> resource.list("0", null, "NOPE", "djF8bm90LWEtdGltZXxpZA"));
        assertEquals(400, e.status());
        assertEquals(List.of("limit", "cursor", "status"), fields(e));
    }

    @Test
    void aWellFormedCursorIsHonouredAndTheNextOneIsTheLastRowShown() {
        List<Cursor> asked = new ArrayList<>();
        resource.views = new WebhookViews() {
            @Override
            public List<JsonObject> list(int limit, Cursor after, String type, String state) {
                asked.add(after);
                List<JsonObject> rows = new ArrayList<>();
                for (int i = 0; i < limit; i++) {
                    rows.add(JsonP.createObjectBuilder().add("id", "w" + (9 - i)).add("createdAt", "2025-10-13T09:00:0" + (9 - i) + ".123456Z").build());
                }
                return rows;
            }
        };
        Cursor given = new Cursor(Instant.parse("2025-10-13T09:00:10Z"), "w10");
        JsonObject page = resource.list("2", null, null, given.encode());
        assertEquals(List.of(given), asked);
        assertEquals(2, page.getJsonArray("data").size());
        assertTrue(page.getBoolean("hasMore"));
        assertEquals(new Cursor(Instant.parse("2025-10-13T09:00:08.123456Z"), "w8"), Cursor.decode(page.getString("nextCursor")).orElseThrow());
    }

    @SuppressWarnings("unchecked")
    private static List<String> fields(ApiException e) {
        return ((List<Map<String, Object>>) e.details().get("errors")).stream().map(m -> (String) m.get("field")).toList();
    }
}
