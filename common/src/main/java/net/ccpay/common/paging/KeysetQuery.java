package net.ccpay.common.paging;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * A keyset-paginated native query over a table with an {@code id} column and a time column to order by
 * ({@code created_at} unless {@link #orderBy(String)} names another): filters are ANDed; the page is ordered by
 * (column, id) ascending and a cursor is a position in that order, so it must name the same column;
 * {@code totalCount} counts the rows matching the filters up to {@link Counts#LIMIT}. Values are always bound, never
 * concatenated.
 */
public final class KeysetQuery {

    private final String table;
    private final List<String> conditions = new ArrayList<>();
    private final List<Object> params = new ArrayList<>();
    /** Whether a condition names this table's columns: then the count, too, joins the rows read through another table. */
    private boolean joinedCondition;
    private String order = Cursor.CREATED_AT;
    private String index;
    private String through;
    private String throughKey;
    private String throughOrder;

    public KeysetQuery(String table) {
        this.table = table;
    }

    /**
     * Orders the page by ({@code column}, id) instead of (created_at, id): a {@code TIMESTAMP} column of the table,
     * best the second-to-last of an index ending with id that the filters can use. The cursors the list issues (built
     * by {@code cursorOf} in {@link #run}) must name this column and hold the row's value of it; a cursor of a list
     * in another order is refused with 400 INVALID_INPUT ({@link Cursor#at(String)}).
     */
    public KeysetQuery orderBy(String column) {
        if (!Cursor.COLUMN.matcher(column).matches()) {
            throw new IllegalArgumentException("not a column name: " + column);
        }
        this.order = column;
        return this;
    }

    /**
     * Reads the table through {@code index} ({@code FORCE INDEX}), for the page and the count, where the optimizer would
     * pick a worse plan: MariaDB reads {@code deleted_at IS NULL AND updated_at > ?} ordered by (updated_at, id) through
     * an index (deleted_at, updated_at, id) as a lookup of its first column only, reading every live row updated
     * earlier, unless told to use the index, when it reads the range of both columns (21 entries for a page).
     */
    public KeysetQuery forceIndex(String index) {
        if (!Cursor.COLUMN.matcher(index).matches()) {
            throw new IllegalArgumentException("not an index name: " + index);
        }
        this.index = index;
        return this;
    }

    /**
     * Reads the page through {@code table}, an index kept as a table of its own (one row per value of something a row
     * holds several of, such as a customer's currencies): {@code table STRAIGHT_JOIN} this table on
     * {@code id = table.key}, ordered by ({@code table.order}, {@code table.key}), which hold the same values as this
     * table's order column and id. Add the condition on {@code table} with {@link #whereThrough} (qualified), so
     * that the page is one range of {@code table}'s primary key ({@code (value, order, key)}), read up to the limit,
     * however rare the value; the other filters are checked on the rows joined. Its column names must differ from this
     * table's, which the filters name unqualified. When every condition is on {@code table} ({@link #whereThrough}),
     * the count reads {@code table} alone, without a lookup of each row it counts. Not with {@link #forceIndex}.
     */
    public KeysetQuery through(String table, String key, String order) {
        for (String name : List.of(table, key, order)) {
            if (!Cursor.COLUMN.matcher(name).matches()) {
                throw new IllegalArgumentException("not a name: " + name);
            }
        }
        this.through = table;
        this.throughKey = table + "." + key;
        this.throughOrder = table + "." + order;
        return this;
    }

    /** Adds {@code condition} (with {@code ?} placeholders for {@code values}) when {@code value} is not null. */
    public KeysetQuery whereIf(Object value, String condition, Object... values) {
        if (value != null) {
            where(condition, values);
        }
        return this;
    }

    public KeysetQuery where(String condition, Object... values) {
        joinedCondition = true;
        return add(condition, values);
    }

    /**
     * A condition on the table the page is read through ({@link #through}), its columns qualified by that table's name:
     * as {@link #where}, and the count needs no join for it.
     */
    public KeysetQuery whereThrough(String condition, Object... values) {
        if (through == null) {
            throw new IllegalStateException("no table to read through: call through(...) first");
        }
        return add(condition, values);
    }

    /** {@link #whereThrough} when {@code value} is not null. */
    public KeysetQuery whereThroughIf(Object value, String condition, Object... values) {
        return value == null ? this : whereThrough(condition, values);
    }

    private KeysetQuery add(String condition, Object... values) {
        conditions.add("(" + condition + ")");
        for (Object v : values) {
            params.add(bindable(v));
        }
        return this;
    }

    /**
     * The last instant a MariaDB {@code TIMESTAMP} column (every {@code created_at} and {@code updated_at}) can hold.
     * A bound past it is bound as it: no stored time lies between the two, so the answer is the same, and the
     * column's index stays usable (compared with a later value the column is converted and every row is read).
     */
    static final Instant TIMESTAMP_MAX = Instant.parse("2038-01-19T03:14:07.999999Z");

    /** A filter value as bound: an instant as a {@link Timestamp}, no later than {@link #TIMESTAMP_MAX}. */
    static Object bindable(Object v) {
        return v instanceof Instant i ? Timestamp.from(i.isAfter(TIMESTAMP_MAX) ? TIMESTAMP_MAX : i) : v;
    }

    public <T> Page<T> run(EntityManager em, Class<T> type, PageRequest page, Function<T, Cursor> cursorOf) {
        return run(em, type, page, cursorOf, null);
    }

    /**
     * As {@link #run(EntityManager, Class, PageRequest, Function)}, with {@code totalCount} from {@code counted} when
     * that is not null (a count kept elsewhere, for filters whose COUNT(*) would read every row).
     */
    @SuppressWarnings("unchecked")
    public <T> Page<T> run(EntityManager em, Class<T> type, PageRequest page, Function<T, Cursor> cursorOf, LongSupplier counted) {
        Instant after = page.after() == null ? null : page.after().at(order); // a cursor of another order: 400 before any query
        String filters = conditions.isEmpty() ? "1=1" : String.join(" AND ", conditions);
        if (through != null && index != null) {
            throw new IllegalStateException("a list read through " + through + " cannot force an index of " + table);
        }
        String from = through != null ? through + " STRAIGHT_JOIN " + table + " ON " + table + ".id = " + throughKey
                : table + (index == null ? "" : " FORCE INDEX (" + index + ")");
        String orderColumn = through != null ? throughOrder : order;
        String idColumn = through != null ? throughKey : "id";
        long total;
        if (counted != null) {
            total = counted.getAsLong();
        } else {
            // every row of the table read through has its row here (it is derived from them), so without a condition on
            // this table the count needs no join
            String countFrom = through != null && !joinedCondition ? through : from;
            total = Counts.nativeCount(em, "FROM " + countFrom + " WHERE " + filters, params);
        }

        List<Object> all = new ArrayList<>(params);
        String where = filters;
        if (after != null) {
            where += " AND (" + orderColumn + " > ? OR (" + orderColumn + " = ? AND " + idColumn + " > ?))";
            Timestamp t = Timestamp.from(after);
            all.add(t);
            all.add(t);
            all.add(page.after().id());
        }
        all.add(page.limit() + 1);
        Query q = em.createNativeQuery("SELECT " + (through != null ? table + ".*" : "*") + " FROM " + from + " WHERE " + where
                + " ORDER BY " + orderColumn + ", " + idColumn + " LIMIT ?", type);
        bind(q, all);
        return Page.of((List<T>) q.getResultList(), page.limit(), total, row -> ownCursor(cursorOf.apply(row)));
    }

    /** A cursor this list issues: of its own order, or the next page would refuse it. */
    private Cursor ownCursor(Cursor c) {
        if (!order.equals(c.column())) {
            throw new IllegalStateException("a list ordered by " + order + " built a cursor of " + c.column());
        }
        return c;
    }

    private static void bind(Query q, List<Object> values) {
        for (int i = 0; i < values.size(); i++) {
            q.setParameter(i + 1, values.get(i));
        }
    }
}
