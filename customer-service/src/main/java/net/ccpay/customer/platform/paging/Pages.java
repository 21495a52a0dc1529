package net.ccpay.customer.platform.paging;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;

/** The contract's list response: {@code {data, hasMore, nextCursor (only when hasMore), totalCount}}. */
public final class Pages {
    private Pages() {}

    public static JsonObject toJson(Page<JsonObject> page) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        page.items().forEach(data::add);
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("data", data).add("hasMore", page.hasMore());
        if (page.nextCursor() != null) {
            b.add("nextCursor", page.nextCursor());
        }
        return b.add("totalCount", page.totalCount()).build();
    }
}
