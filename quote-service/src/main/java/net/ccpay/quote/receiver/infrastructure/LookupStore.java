package net.ccpay.quote.receiver.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.Jpa;
import net.ccpay.quote.receiver.api.LookupAnswerJson;
import net.ccpay.quote.receiver.domain.StoredLookups;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

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
public class LookupStore implements StoredLookups {

    private static final String INSERT = "INSERT INTO receiver_lookup"
            + " (id, account_id, receiver_uma, sender_customer_id, sender_uma, sending_currency, response, created_at)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    /**
     * Inside the caller's transaction (a UMA lookup), committed or rolled back with it; outside one (an
     * external-account lookup with {@code platform.lookup.sealed-ids=false}), committed before it returns.
     * Deliberately not {@code @Transactional}: Liberty runs a SUPPORTS method
     * called outside a transaction in a local transaction of its own, which takes a second pooled
     * connection while the request's first one (its reads) is still held; under load every pooled
     * connection was held by a request waiting for a second one, and the pool timed out.
     */
    @Override
    public void insert(StoredLookup l) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(INSERT)) {
            ps.setString(1, l.id());
            ps.setString(2, l.accountId());
            ps.setString(3, l.receiverUma());
            ps.setString(4, l.senderCustomerId());
            ps.setString(5, l.senderUma());
            ps.setString(6, l.sendingCurrency());
            ps.setString(7, LookupAnswerJson.document(l.answer()));
            ps.setString(8, Jpa.timestampText(l.createdAt()));
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("Could not store lookup " + l.id(), e);
        }
    }
}
