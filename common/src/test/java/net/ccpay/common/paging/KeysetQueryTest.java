package net.ccpay.common.paging;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import net.ccpay.common.error.InvalidFields;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeysetQueryTest {

    private static final Instant T = Instant.parse("2026-11-29T17:00:00.123456Z");

    @Test
    void anInstantIsBoundAsATimestamp() {
        Instant t = Instant.parse("2026-11-29T17:00:00.123456Z");
        assertEquals(Timestamp.from(t), KeysetQuery.bindable(t));
        assertEquals("USD", KeysetQuery.bindable("USD"));
    }

    @Test
    void aBoundPastWhatATimestampColumnHoldsIsBoundAsItsLastInstant() {
        assertEquals(Timestamp.from(Instant.parse("2038-01-19T03:14:07.999999Z")), KeysetQuery.bindable(Instant.parse("2100-01-01T00:00:00Z")));
        Instant last = KeysetQuery.TIMESTAMP_MAX;
        assertEquals(Timestamp.from(last), KeysetQuery.bindable(last));
    }

    @Test
    void aListIsOrderedByCreationUnlessToldOtherwise() {
        Recorder db = new Recorder(List.of("a", "b", "c"));
        Page<String> p = new KeysetQuery("thing").where("kind = ?", "X")
                .run(db.em(), String.class, new PageRequest(2, new Cursor(T, "z")), s -> new Cursor(T, s));
        assertEquals(List.of("SELECT COUNT(*) FROM (SELECT 1 FROM thing WHERE (kind = ?) LIMIT 1001) matched",
                "SELECT * FROM thing WHERE (kind = ?) AND (created_at > ? OR (created_at = ? AND id > ?)) ORDER BY created_at, id LIMIT ?"),
                db.statements);
        assertEquals(List.of("X", Timestamp.from(T), Timestamp.from(T), "z", 3), db.params.get(1));
        assertEquals(new Cursor(T, "b"), Cursor.decode(p.nextCursor()).orElseThrow());
    }

    @Test
    void aListOrderedByAnotherColumnPagesAndIssuesCursorsOnThatColumn() {
        Recorder db = new Recorder(List.of("a", "b", "c"));
        Cursor after = new Cursor(Cursor.UPDATED_AT, T, "z");
        Page<String> p = new KeysetQuery("thing").orderBy(Cursor.UPDATED_AT).whereIf(T, "updated_at > ?", T)
                .run(db.em(), String.class, new PageRequest(2, after), s -> new Cursor(Cursor.UPDATED_AT, T, s));
        assertEquals("SELECT * FROM thing WHERE (updated_at > ?) AND (updated_at > ? OR (updated_at = ? AND id > ?)) ORDER BY updated_at, id LIMIT ?",
                db.statements.get(1));
        assertEquals(new Cursor(Cursor.UPDATED_AT, T, "b"), Cursor.decode(p.nextCursor()).orElseThrow());
    }

    @Test
    void aForcedIndexIsNamedInThePageAndTheCount() {
        Recorder db = new Recorder(List.of("a"));
        new KeysetQuery("thing").orderBy(Cursor.UPDATED_AT).forceIndex("thing_live_by_update").where("deleted_at IS NULL")
                .run(db.em(), String.class, new PageRequest(2, null), s -> new Cursor(Cursor.UPDATED_AT, T, s));
        assertEquals(List.of("SELECT COUNT(*) FROM (SELECT 1 FROM thing FORCE INDEX (thing_live_by_update) WHERE (deleted_at IS NULL) LIMIT 1001) matched",
                "SELECT * FROM thing FORCE INDEX (thing_live_by_update) WHERE (deleted_at IS NULL) ORDER BY updated_at, id LIMIT ?"), db.statements);
        assertThrows(IllegalArgumentException.class, () -> new KeysetQuery("thing").forceIndex("x) WHERE 1=1 --"));
    }

    @Test
    void aListReadThroughAnIndexTablePagesOnThatTablesKey() {
        Recorder db = new Recorder(List.of("a", "b", "c"));
        Page<String> p = new KeysetQuery("thing").through("thing_tag", "thing_id", "thing_created_at").where("thing_tag.tag = ?", "red")
                .where("deleted_at IS NULL")
                .run(db.em(), String.class, new PageRequest(2, new Cursor(T, "z")), s -> new Cursor(T, s));
        assertEquals(List.of("SELECT COUNT(*) FROM (SELECT 1 FROM thing_tag STRAIGHT_JOIN thing ON thing.id = thing_tag.thing_id"
                        + " WHERE (thing_tag.tag = ?) AND (deleted_at IS NULL) LIMIT 1001) matched",
                "SELECT thing.* FROM thing_tag STRAIGHT_JOIN thing ON thing.id = thing_tag.thing_id WHERE (thing_tag.tag = ?) AND (deleted_at IS NULL)"
                        + " AND (thing_tag.thing_created_at > ? OR (thing_tag.thing_created_at = ? AND thing_tag.thing_id > ?))"
                        + " ORDER BY thing_tag.thing_created_at, thing_tag.thing_id LIMIT ?"),
                db.statements);
        assertEquals(List.of("red", Timestamp.from(T), Timestamp.from(T), "z", 3), db.params.get(1));
        assertEquals(new Cursor(T, "b"), Cursor.decode(p.nextCursor()).orElseThrow(), "a cursor of the list's own order, as without");
        assertThrows(IllegalArgumentException.class, () -> new KeysetQuery("thing").through("thing_tag t, secret", "thing_id", "x"));
        assertThrows(IllegalStateException.class, () -> new KeysetQuery("thing").through("thing_tag", "thing_id", "thing_created_at")
                .forceIndex("thing_created").run(db.em(), String.class, new PageRequest(2, null), s -> new Cursor(T, s)));
    }

    @Test
    void aCountWhoseConditionsAreAllOnTheTableReadThroughReadsThatTableAlone() {
        Recorder db = new Recorder(List.of("a"));
        new KeysetQuery("thing").through("thing_tag", "thing_id", "thing_created_at").whereThrough("thing_tag.tag = ?", "red")
                .whereThroughIf(Boolean.TRUE, "thing_tag.thing_deleted_at IS NULL").whereThroughIf(null, "thing_tag.thing_created_at > ?", T)
                .run(db.em(), String.class, new PageRequest(2, null), s -> new Cursor(T, s));
        assertEquals(List.of("SELECT COUNT(*) FROM (SELECT 1 FROM thing_tag WHERE (thing_tag.tag = ?) AND (thing_tag.thing_deleted_at IS NULL)"
                        + " LIMIT 1001) matched",
                "SELECT thing.* FROM thing_tag STRAIGHT_JOIN thing ON thing.id = thing_tag.thing_id WHERE (thing_tag.tag = ?)"
                        + " AND (thing_tag.thing_deleted_at IS NULL) ORDER BY thing_tag.thing_created_at, thing_tag.thing_id LIMIT ?"),
                db.statements);
        assertThrows(IllegalStateException.class, () -> new KeysetQuery("thing").whereThrough("thing_tag.tag = ?", "red"),
                "a condition on a table read through needs that table");
    }

    @Test
    void aCursorOfAnotherOrderIsRefusedBeforeAnyQuery() {
        Recorder db = new Recorder(List.of());
        InvalidFields e = assertThrows(InvalidFields.class, () -> new KeysetQuery("thing").orderBy(Cursor.UPDATED_AT)
                .run(db.em(), String.class, new PageRequest(2, new Cursor(T, "z")), s -> new Cursor(Cursor.UPDATED_AT, T, s)));
        assertTrue(e.getMessage().contains("cursor"), e.getMessage());
        assertThrows(InvalidFields.class, () -> new KeysetQuery("thing")
                .run(db.em(), String.class, new PageRequest(2, new Cursor(Cursor.UPDATED_AT, T, "z")), s -> new Cursor(T, s)));
        assertEquals(List.of(), db.statements);
    }

    @Test
    void aListMayNotIssueACursorOfAnotherOrder() {
        Recorder db = new Recorder(List.of("a", "b"));
        assertThrows(IllegalStateException.class, () -> new KeysetQuery("thing").orderBy(Cursor.UPDATED_AT)
                .run(db.em(), String.class, new PageRequest(1, null), s -> new Cursor(T, s)));
    }

    @Test
    void theOrderColumnIsAName() {
        assertThrows(IllegalArgumentException.class, () -> new KeysetQuery("thing").orderBy("updated_at; DROP TABLE thing"));
    }

    /** An EntityManager that records the native statements and their parameters, counts 3 and returns the given rows. */
    private static final class Recorder {
        final List<String> statements = new ArrayList<>();
        final List<List<Object>> params = new ArrayList<>();
        private final List<String> rows;

        Recorder(List<String> rows) {
            this.rows = rows;
        }

        EntityManager em() {
            return (EntityManager) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {EntityManager.class}, (proxy, m, args) -> {
                if (!m.getName().equals("createNativeQuery")) {
                    throw new UnsupportedOperationException(m.getName());
                }
                statements.add((String) args[0]);
                Map<Integer, Object> bound = new TreeMap<>();
                return Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Query.class}, (q, qm, qargs) -> switch (qm.getName()) {
                    case "setParameter" -> {
                        bound.put((Integer) qargs[0], qargs[1]);
                        yield q;
                    }
                    case "getSingleResult" -> {
                        params.add(new ArrayList<>(bound.values()));
                        yield 3L;
                    }
                    case "getResultList" -> {
                        params.add(new ArrayList<>(bound.values()));
                        yield rows;
                    }
                    default -> throw new UnsupportedOperationException(qm.getName());
                });
            });
        }
    }
}
