package net.ccpay.common.paging;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.util.List;
import java.util.function.Function;

/**
 * One page of a keyset-paginated list: the contract's {@code {data, hasMore, nextCursor?, totalCount?}}; {@code totalCount}
 * is {@link Counts#OVER_LIMIT} when more rows match than a list counts, and the answer leaves it out.
 */
public record Page<T>(List<T> items, boolean hasMore, String nextCursor, long totalCount) {

    /**
     * A page from up to {@code limit + 1} rows in the list's (time column, id) order: the extra row only says that
     * there is more; {@code cursorOf} gives the position of a row.
     */
    public static <T> Page<T> of(List<T> rows, int limit, long totalCount, Function<T, Cursor> cursorOf) {
        boolean more = rows.size() > limit;
        List<T> shown = more ? rows.subList(0, limit) : rows;
        String next = more ? cursorOf.apply(shown.get(shown.size() - 1)).encode() : null;
        return new Page<>(List.copyOf(shown), more, next, totalCount);
    }

    public <R> Page<R> map(Function<T, R> f) {
        return new Page<>(items.stream().map(f).toList(), hasMore, nextCursor, totalCount);
    }

    /** The contract's list response; {@code nextCursor} only when there is more, {@code totalCount} only when counted. */
    public JsonObject toJson(Function<? super T, ? extends JsonValue> item) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        items.forEach(i -> data.add(item.apply(i)));
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("data", data).add("hasMore", hasMore);
        if (nextCursor != null) {
            b.add("nextCursor", nextCursor);
        }
        if (totalCount != Counts.OVER_LIMIT) {
            b.add("totalCount", totalCount);
        }
        return b.build();
    }
}
