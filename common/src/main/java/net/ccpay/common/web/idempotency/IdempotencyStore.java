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
import java.time.Duration;
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
 *
 * <p>A key is kept for {@code platform.idempotency.retention-hours} (24 by default, at least 1): after
 * that, the same key is a new request. This is enforced when the key is read, not only by
 * {@link IdempotencyHousekeeping} deleting old rows: a row older than the retention (judged on the
 * database's clock, the one that stamped it) counts as absent, and is taken over in place, under its
 * row lock, by the request that found it. Two requests finding the same expired row both hold a
 * shared lock on it after their failed inserts; one upgrades and takes it over, the other waits and
 * then sees the new row (its answer once committed), or is chosen as the deadlock victim and gets
 * {@code IDEMPOTENCY_KEY_IN_PROGRESS} (retryable). Either way the request runs once.
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

    /** The least retention: a client retrying through an outage of an hour still gets its first answer. */
    static final long MIN_RETENTION_HOURS = 1;

    @Inject
    @ConfigProperty(name = "platform.idempotency.retention-hours", defaultValue = "24")
    long retentionHours;

    /**
     * How long a key is kept: {@code platform.idempotency.retention-hours}.
     *
     * @throws IllegalArgumentException when set below {@link #MIN_RETENTION_HOURS}
     */
    public Duration retention() {
        if (retentionHours < MIN_RETENTION_HOURS) {
            throw new IllegalArgumentException("platform.idempotency.retention-hours (PLATFORM_IDEMPOTENCY_RETENTION_HOURS) must be at least "
                    + MIN_RETENTION_HOURS + ", is " + retentionHours);
        }
        return Duration.ofHours(retentionHours);
    }

    /**
     * Inserts the key row, or takes over a row older than the retention; empty if this request is the
     * first (or the earlier one expired), else what the earlier one stored.
     */
    Optional<Prior> claim(IdempotentRequest r) {
        long retentionSeconds = retention().toSeconds();
        String wait = "SET STATEMENT innodb_lock_wait_timeout=" + Math.max(1, lockWaitSeconds) + " FOR ";
        String insert = wait + "INSERT INTO idempotency_key (scope, idem_key, fingerprint) VALUES (?, ?, ?)";
        String select = wait + "SELECT fingerprint, status, content_type, body, created_at < NOW(6) - INTERVAL " + retentionSeconds
                + " SECOND FROM idempotency_key WHERE scope = ? AND idem_key = ? LOCK IN SHARE MODE";
        String takeOver = wait + "UPDATE idempotency_key SET fingerprint = ?, status = NULL, content_type = NULL, body = NULL, "
                + "created_at = NOW(6) WHERE scope = ? AND idem_key = ? AND created_at < NOW(6) - INTERVAL " + retentionSeconds + " SECOND";
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
                    if (!rs.getBoolean(5)) {
                        int status = rs.getInt(2);
                        StoredAnswer answer = rs.wasNull() ? null : new StoredAnswer(status, rs.getString(3), rs.getBytes(4));
                        return Optional.of(new Prior(rs.getBytes(1), answer));
                    }
                }
            }
            // Older than the retention: the key is free again. Taken over in place under the row's lock,
            // so the row is never absent and a concurrent request with the key waits for this one.
            try (PreparedStatement ps = c.prepareStatement(takeOver)) {
                ps.setBytes(1, r.fingerprint());
                ps.setBytes(2, r.scope());
                ps.setBytes(3, r.key());
                if (ps.executeUpdate() == 1) {
                    return Optional.empty();
                }
            }
            // Not taken over: another request renewed it between the two statements (cannot happen
            // under the shared lock, but if it did, the key is in use).
            throw new IdempotencyKeyInProgress();
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
