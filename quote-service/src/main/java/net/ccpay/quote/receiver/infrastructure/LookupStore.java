package net.ccpay.quote.receiver.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.GroupCommit;
import net.ccpay.common.db.Jpa;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/**
 * Keeps each lookup's answer under its {@code Lookup:} id for the quote that follows.
 *
 * <p>The lookup is the platform's hottest write and this row is append-only, so it is written with a
 * prepared JDBC statement rather than an EclipseLink native query, which parses its SQL on every call
 * (about a third of the insert's CPU when profiled). The connection comes from the same shareable
 * resource reference as the persistence unit's, so inside the caller's transaction it is the
 * connection EclipseLink uses and commits or rolls back with it; outside one, the insert commits by itself.
 */
@ApplicationScoped
public class LookupStore {

    private static final String INSERT = "INSERT INTO receiver_lookup"
            + " (id, account_id, receiver_uma, sender_customer_id, sender_uma, sending_currency, response, created_at)"
            + " VALUES ";
    private static final String ROW = "(?, ?, ?, ?, ?, ?, ?, ?)";
    private static final int MAX_ROWS_PER_INSERT = 64;

    /** The lookups answered outside a transaction: their rows go together in multi-row inserts. */
    private final GroupCommit<StoredLookup> committed = new GroupCommit<>(this::insertRows, MAX_ROWS_PER_INSERT);

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    /** One stored lookup: what was asked and the exact JSON answered. */
    public record StoredLookup(String id, String accountId, String receiverUma, String senderCustomerId,
                               String senderUma, String sendingCurrency, String response, Instant createdAt) {}

    /**
     * In the caller's transaction (a UMA lookup): committed or rolled back with it.
     * Deliberately not {@code @Transactional}: Liberty runs a SUPPORTS method
     * called outside a transaction in a local transaction of its own, which takes a second pooled
     * connection while the request's first one (its reads) is still held; under load every pooled
     * connection was held by a request waiting for a second one, and the pool timed out.
     */
    public void insert(StoredLookup l) {
        insertRows(List.of(l));
    }

    /**
     * Outside a transaction (an external-account lookup): returns once the row is committed. Rows of lookups
     * answered at the same moment share one multi-row insert and its commit ({@link GroupCommit}), so under
     * load the database parses and commits one statement for many lookups instead of one each. The batch is
     * written on the connection of the request that writes it, which that request's reads already hold.
     */
    public void insertCommitted(StoredLookup l) {
        try {
            committed.write(l);
        } catch (GroupCommit.NotWritten e) {
            throw new IllegalStateException("Could not store lookup " + l.id(), e.getCause());
        }
    }

    private void insertRows(List<StoredLookup> rows) {
        StringBuilder sql = new StringBuilder(INSERT.length() + rows.size() * (ROW.length() + 2)).append(INSERT);
        for (int i = 0; i < rows.size(); i++) {
            sql.append(i == 0 ? "" : ", ").append(ROW);
        }
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql.toString())) {
            int p = 0;
            for (StoredLookup l : rows) {
                ps.setString(++p, l.id());
                ps.setString(++p, l.accountId());
                ps.setString(++p, l.receiverUma());
                ps.setString(++p, l.senderCustomerId());
                ps.setString(++p, l.senderUma());
                ps.setString(++p, l.sendingCurrency());
                ps.setString(++p, l.response());
                ps.setString(++p, Jpa.timestampText(l.createdAt()));
            }
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("Could not store lookup " + (rows.size() == 1 ? rows.get(0).id() : rows.size() + " lookups"), e);
        }
    }
}
