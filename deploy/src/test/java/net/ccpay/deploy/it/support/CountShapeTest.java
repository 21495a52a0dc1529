package net.ccpay.deploy.it.support;

import net.ccpay.common.paging.Counts;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CountShapeTest {

    private static final Set<String> ACCOUNT = Set.of("id", "customer_id", "currency", "created_at", "status", "balance");

    @Test
    void readsTheColumnsOfAJpqlCountAndOfTheProbePastTheLimit() {
        CountShape count = CountShape.of("SELECT COUNT(t0.ID) FROM INTERNAL_ACCOUNT t0 WHERE ((t0.CURRENCY = 'USD') AND (t0.CUSTOMER_ID IS NOT NULL))")
                .orElseThrow();
        assertEquals("internal_account", count.table());
        assertEquals(Set.of("id", "currency", "customer_id"), count.columns(ACCOUNT));
        CountShape probe = CountShape.of("SELECT t0.ID FROM INTERNAL_ACCOUNT t0 WHERE (t0.STATUS = 'ACTIVE') LIMIT " + Counts.LIMIT + ", 1").orElseThrow();
        assertEquals(Set.of("id", "status"), probe.columns(ACCOUNT));
    }

    @Test
    void readsTheInnerTableOfANativeCountAndNotTheForcedIndexOrTheLiterals() {
        CountShape count = CountShape.of("SELECT COUNT(*) FROM (SELECT 1 FROM internal_account FORCE INDEX (balance) WHERE (currency = 'status') "
                + "LIMIT 10001) matched").orElseThrow();
        assertEquals("internal_account", count.table());
        assertEquals(Set.of("currency"), count.columns(ACCOUNT));
    }

    @Test
    void onlyCountsOfOneTableHaveAShape() {
        assertTrue(CountShape.of("SELECT t0.ID FROM INTERNAL_ACCOUNT t0 WHERE t0.STATUS = 'A' LIMIT 21").isEmpty(), "a page, not a count");
        assertTrue(CountShape.of("SELECT COUNT(*) FROM a t0 JOIN b t1 ON t1.a = t0.id").isEmpty(), "two tables");
        assertTrue(CountShape.of("SELECT COUNT(*) FROM a WHERE x IN (SELECT y FROM b)").isEmpty(), "two tables");
        assertTrue(CountShape.of("SELECT SUM(amount) FROM ledger_entry").isEmpty(), "not a count");
    }

    @Test
    void anIndexHoldingEveryNamedColumnCoversTheCount() {
        CountShape count = CountShape.of("SELECT COUNT(t0.ID) FROM INTERNAL_ACCOUNT t0 WHERE ((t0.CURRENCY = 'USD') AND (t0.CUSTOMER_ID IS NOT NULL))")
                .orElseThrow();
        Set<String> named = count.columns(ACCOUNT);
        assertTrue(count.coveredBy(named, List.of("id"), List.of(List.of("currency", "created_at", "id", "customer_id"))));
        assertFalse(count.coveredBy(named, List.of("id"), List.of(List.of("currency", "created_at", "id"), List.of("customer_id", "id"))),
                "two indexes that hold the columns between them: each match's row is read");
    }

    @Test
    void aCountOfOneRangeOfThePrimaryKeyReadsTheMatchingRowsSideBySide() {
        CountShape facet = CountShape.of("SELECT COUNT(*) FROM (SELECT 1 FROM customer_facet WHERE (customer_facet.facet = 'currency' AND "
                + "customer_facet.facet_value = 'USD') AND (customer_facet.customer_deleted_at IS NULL) LIMIT 10001) matched").orElseThrow();
        assertEquals(Set.of("facet", "facet_value", "customer_deleted_at"), facet.pinned());
        Set<String> named = facet.columns(Set.of("facet", "facet_value", "customer_created_at", "customer_id", "customer_deleted_at"));
        assertTrue(facet.coveredBy(named, List.of("facet", "facet_value", "customer_created_at", "customer_id"), List.of()));
        assertFalse(facet.coveredBy(named, List.of("customer_id", "facet"), List.of()), "the key's first column is not pinned");
    }
}
