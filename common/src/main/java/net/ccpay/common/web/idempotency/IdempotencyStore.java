package net.ccpay.common.web.idempotency;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The {@code idempotency_key} table (common migration V1_5), through JDBC on the connection of the
 * caller's JTA transaction (the same shareable resource reference as the persistence unit's).
 *
 * <p>JDBC rather than JPA because the expected failures are part of the protocol: a duplicate key
 * means "answered before", a lock-wait timeout means "still running". A failed JPA statement would
 * mark the whole transaction rollback-only; a failed JDBC statement only fails that statement.
 *
 * <p>The key columns are VARBINARY, so keys compare byte for byte (no case or accent folding, no
 * trailing-space padding). A concurrent insert of the same key waits on the first transaction's row
 * lock; its wait is bounded per statement ({@code SET STATEMENT innodb_lock_wait_timeout}) without
 * changing the pooled connection's session.
 */
@ApplicationScoped
public class IdempotencyStore {

    private static final int DUPLICATE_KEY = 1062;
    private static final int LOCK_WAIT_TIMEOUT = 1205;
    private static final int DEADLOCK = 1213;

    /** What an earlier request with the same key left: its fingerprint, and its answer once it committed. */
    record Prior(byte[] fingerprint, StoredAnswer answer) {}

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    @Inject
    @ConfigProperty(name = "platform.idempotency.lock-wait-seconds", defaultValue = "10")
    int lockWaitSeconds;

    /** Inserts the key row; empty if this request is the first, else what the earlier one stored. */
    Optional<Prior> claim(IdempotentRequest r) {
        String insert = "SET STATEMENT innodb_lock_wait_timeout=" + Math.max(1, lockWaitSeconds)
                + " FOR INSERT INTO idempotency_key (scope, idem_key, fingerprint) VALUES (?, ?, ?)";
        String select = "SET STATEMENT innodb_lock_wait_timeout=" + Math.max(1, lockWaitSeconds)
                + " FOR SELECT fingerprint, status, content_type, body FROM idempotency_key WHERE scope = ? AND idem_key = ? LOCK IN SHARE MODE";
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement ps = c.prepareStatement(insert)) {
                ps.setBytes(1, r.scope());
                ps.setBytes(2, r.key());
                ps.setBytes(3, r.fingerprint());
                ps.executeUpdate();
                return Optional.empty();
            } catch (SQLException e) {
                if (e.getErrorCode() != DUPLICATE_KEY) {
                    throw e;
                }
            }
            try (PreparedStatement ps = c.prepareStatement(select)) {
                ps.setBytes(1, r.scope());
                ps.setBytes(2, r.key());
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        throw new IdempotencyKeyInProgress();
                    }
                    int status = rs.getInt(2);
                    StoredAnswer answer = rs.wasNull() ? null : new StoredAnswer(status, rs.getString(3), rs.getBytes(4));
                    return Optional.of(new Prior(rs.getBytes(1), answer));
                }
            }
        } catch (SQLException e) {
            throw contended(e);
        }
    }

    /** Stores the answer in the row claimed by the same transaction. */
    void complete(IdempotentRequest r, StoredAnswer a) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "UPDATE idempotency_key SET status = ?, content_type = ?, body = ? WHERE scope = ? AND idem_key = ?")) {
            ps.setInt(1, a.status());
            ps.setString(2, a.contentType());
            ps.setBytes(3, a.body());
            ps.setBytes(4, r.scope());
            ps.setBytes(5, r.key());
            if (ps.executeUpdate() != 1) {
                throw new IllegalStateException("The idempotency key row claimed by this transaction is gone");
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not store the answer of an idempotent request", e);
        }
    }

    private static RuntimeException contended(SQLException e) {
        if (e.getErrorCode() == LOCK_WAIT_TIMEOUT || e.getErrorCode() == DEADLOCK) {
            return new IdempotencyKeyInProgress();
        }
        return new IllegalStateException("Could not claim an idempotency key", e);
    }
}
