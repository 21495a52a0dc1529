package net.ccpay.deploy.it.support;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageShapeTest {

    private static final String STATUS_PAGE = "SELECT t0.id, t0.status FROM money_transaction t0 WHERE ((t0.status = 'COMPLETED') AND "
            + "((t0.created_at < '2026-01-01 00:00:00') OR ((t0.created_at = '2026-01-01 00:00:00') AND (t0.id < 'Transaction:x')))) "
            + "ORDER BY t0.created_at DESC, t0.id DESC LIMIT 21";

    @Test
    void readsThePinnedColumnsAndTheOrderOfAPage() {
        PageShape page = PageShape.of(STATUS_PAGE).orElseThrow();
        assertEquals("money_transaction", page.table());
        assertEquals(Set.of("status"), page.pinned());
        assertEquals(List.of("created_at", "id"), page.order());
    }

    @Test
    void anIndexOfThePinnedColumnsThenTheOrderServesThePageAndTheOrderAloneDoesNot() {
        PageShape page = PageShape.of(STATUS_PAGE).orElseThrow();
        assertTrue(page.servedBy(List.of(List.of("status", "created_at", "id")), List.of()));
        assertFalse(page.servedBy(List.of(List.of("created_at", "id")), List.of()), "a filtered walk");
        assertFalse(page.servedBy(List.of(List.of("status", "id")), List.of()), "every match read and sorted");
        assertTrue(page.servedBy(List.of(), List.of(List.of("status"))), "a unique index of pinned columns: one row");
    }

    @Test
    void aConditionUnderAnOrPinsNothingAndBetweenIsNotAConjunction() {
        assertEquals(Set.of(), PageShape.of("SELECT * FROM a t0 WHERE (t0.x = 1) OR (t0.y = 2) ORDER BY t0.z LIMIT 3").orElseThrow().pinned());
        assertEquals(Set.of("k"), PageShape.of("SELECT * FROM a WHERE ((1 = 1) AND (k = 'v')) ORDER BY z LIMIT 3").orElseThrow().pinned());
        PageShape between = PageShape.of("SELECT * FROM customer t0 WHERE t0.created_at BETWEEN ? AND ? AND t0.deleted_at IS NULL "
                + "ORDER BY t0.created_at, t0.id LIMIT 5").orElseThrow();
        assertEquals(Set.of("deleted_at"), between.pinned());
    }

    @Test
    void aListOfSeveralValuesIsNotOneValue() {
        PageShape page = PageShape.of("SELECT id FROM delegated_key WHERE status IN ('A', 'B') AND platform = 'p' ORDER BY created_at DESC LIMIT 11")
                .orElseThrow();
        assertEquals("delegated_key", page.table());
        assertEquals(Set.of("platform"), page.pinned());
        assertEquals(Set.of("status"), page.pinnedToSeveral());
        assertEquals(Set.of("kind"), PageShape.of("SELECT * FROM t t0 WHERE t0.kind IN (?) ORDER BY t0.id LIMIT 2").orElseThrow().pinned());
    }

    @Test
    void onlyPagesOrderedByOneTableHaveAShape() {
        assertTrue(PageShape.of("SELECT * FROM a t0 WHERE t0.x = 1 ORDER BY t0.y").isEmpty(), "no limit: not a page");
        assertTrue(PageShape.of("SELECT * FROM a t0 WHERE t0.x = 1 LIMIT 1").isEmpty(), "no order");
        assertTrue(PageShape.of("SELECT * FROM a t0 JOIN b t1 ON t1.a = t0.id ORDER BY t0.y, t1.z LIMIT 5").isEmpty(), "two tables' order");
        assertEquals("b", PageShape.of("SELECT * FROM a t0 JOIN b t1 ON t1.a = t0.id WHERE t1.k = 4 ORDER BY t1.z LIMIT 5").orElseThrow().table());
    }
}
