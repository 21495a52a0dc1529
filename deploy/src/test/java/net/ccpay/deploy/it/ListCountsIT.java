package net.ccpay.deploy.it;

import net.ccpay.common.paging.Counts;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Payments;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.HashSet;
import java.util.Set;

import static net.ccpay.deploy.it.support.Api.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A list counts its matches up to 1,000: over that, {@code totalCount} is left out (the contract makes it optional)
 * and paging goes on as always. The customer's 1,001 external accounts are one made through the API and copies of
 * its row written straight into quote-service's database (a list of a thousand made one request at a time would
 * take a minute); the copies are removed at the end, so no other test sees them.
 */
class ListCountsIT {

    private static final int LIMIT = Counts.LIMIT;

    @Test
    void aListCountsUpToAThousandAndLeavesTheCountOutAboveThat() throws Exception {
        String customer = Customers.create("Many Accounts Holder");
        String account = Payments.externalUsdAccount(customer, "555000222000");
        String list = "/customers/external-accounts?customerId=" + customer;
        try (Connection db = Databases.quote()) {
            copy(db, account, LIMIT);
            try {
                JsonObject over = get(list + "&limit=100").json();
                assertFalse(over.containsKey("totalCount"), "1,001 accounts match: no totalCount, " + over.keySet());
                assertTrue(over.getBoolean("hasMore"));
                assertEquals(100, over.getJsonArray("data").size());
                Set<String> seen = new HashSet<>();
                over.getJsonArray("data").getValuesAs(JsonObject.class).forEach(a -> seen.add(a.getString("id")));
                JsonObject next = get(list + "&limit=100&cursor=" + over.getString("nextCursor")).json();
                assertFalse(next.containsKey("totalCount"));
                next.getJsonArray("data").getValuesAs(JsonObject.class).forEach(a -> assertTrue(seen.add(a.getString("id")), "pages do not overlap"));

                assertEquals(0, get(list + "&currency=EUR").json().getInt("totalCount"), "a filter that matches none is counted");

                try (PreparedStatement s = db.prepareStatement("DELETE FROM external_account WHERE id = ?")) {
                    s.setString(1, account + "-copy1");
                    assertEquals(1, s.executeUpdate());
                }
                assertEquals(LIMIT, get(list + "&limit=1").json().getInt("totalCount"), "exactly 1,000 matches are counted");
            } finally {
                try (PreparedStatement s = db.prepareStatement("DELETE FROM external_account WHERE customer_id = ? AND id <> ?")) {
                    s.setString(1, customer);
                    s.setString(2, account);
                    s.executeUpdate();
                }
            }
        }
        assertEquals(1, get(list).json().getInt("totalCount"), "the copies are gone");
    }

    /** Writes {@code n} copies of the external account's row, ids {@code <id>-copy1} to {@code <id>-copy<n>}. */
    private static void copy(Connection db, String id, int n) throws Exception {
        try (var s = db.createStatement()) {
            s.execute("DROP TEMPORARY TABLE IF EXISTS external_account_copy");
        }
        try (PreparedStatement s = db.prepareStatement("CREATE TEMPORARY TABLE external_account_copy AS SELECT e.*, q.seq AS copy_no"
                + " FROM external_account e JOIN seq_1_to_" + n + " q WHERE e.id = ?")) {
            s.setString(1, id);
            s.execute();
        }
        try (var s = db.createStatement()) {
            s.executeUpdate("UPDATE external_account_copy SET id = CONCAT(id, '-copy', copy_no)");
            s.execute("ALTER TABLE external_account_copy DROP COLUMN copy_no");
            assertEquals(n, s.executeUpdate("INSERT INTO external_account SELECT * FROM external_account_copy"));
            s.execute("DROP TEMPORARY TABLE external_account_copy");
        }
    }
}
