package net.ccpay.common.paging;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.util.List;
import java.util.function.Function;

/** The contract's paged list: {@code {data, hasMore, nextCursor?, totalCount}}. */
public final class Page {
    private Page() {}

    /**
     * Builds a page from up to {@code limit + 1} rows in keyset order (the extra row only says
     * there is more); {@code cursorOf} gives the cursor of a row.
     */
    public static <T> JsonObject of(List<T> rows, int limit, long totalCount, Function<T, JsonValue> toJson, Function<T, Cursor> cursorOf) {
        boolean more = rows.size() > limit;
        List<T> shown = more ? rows.subList(0, limit) : rows;
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        shown.forEach(r -> data.add(toJson.apply(r)));
        JsonObjectBuilder page = JsonP.createObjectBuilder().add("data", data).add("hasMore", more);
        if (more) {
            page.add("nextCursor", cursorOf.apply(shown.get(shown.size() - 1)).encode());
        }
        return page.add("totalCount", totalCount).build();
    }
}
