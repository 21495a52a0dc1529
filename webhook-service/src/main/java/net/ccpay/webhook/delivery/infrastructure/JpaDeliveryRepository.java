package net.ccpay.webhook.delivery.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.Claim;
import net.ccpay.webhook.delivery.domain.DeliveryRepository;
import net.ccpay.webhook.delivery.domain.DeliveryState;

import net.ccpay.common.db.Jpa;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Native SQL: the claim needs {@code FOR UPDATE SKIP LOCKED}, which JPQL cannot say. Times are always passed from Java.
 *
 * <p>The delivery loop's statements (claim, lock, record) take a parameter per row of a batch, up to hundreds: they are
 * prepared JDBC statements, since EclipseLink translates a native query's SQL on every call, scanning it once per
 * parameter (its {@code translateCustomQuery} was the top of a profile of the webhook drain). Their connection comes
 * from the same shareable resource reference as the persistence unit's, so inside the caller's transaction it is the
 * connection EclipseLink uses and commits or rolls back with it.
 */
@ApplicationScoped
public class JpaDeliveryRepository implements DeliveryRepository {

    @PersistenceContext
    EntityManager em;

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    @Override
    public void enqueue(String webhookId, Instant dueAt, Instant committedAt) {
        em.createNativeQuery("INSERT INTO webhook_delivery (webhook_id, state, attempts, next_attempt_at, committed_at) VALUES (?, ?, 0, ?, ?)")
                .setParameter(1, webhookId)
                .setParameter(2, DeliveryState.PENDING.name())
                .setParameter(3, ts(dueAt))
                .setParameter(4, ts(committedAt))
                .executeUpdate();
    }

    @Override
    public List<Claim> claimDue(int max, Instant now, Instant leaseUntil) {
        return jdbc(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT webhook_id FROM webhook_delivery WHERE state = 'PENDING' "
                    + "AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED")) {
                ps.setString(1, Jpa.timestampText(now));
                ps.setInt(2, max);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getString(1));
                    }
                }
            }
            if (ids.isEmpty()) {
                return List.of();
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE webhook_delivery SET next_attempt_at = ? WHERE webhook_id IN ("
                    + marks(ids.size()) + ")")) {
                update.setString(1, Jpa.timestampText(leaseUntil));
                for (int i = 0; i < ids.size(); i++) {
                    update.setString(i + 2, ids.get(i));
                }
                update.executeUpdate();
            }
            List<Claim> out = new ArrayList<>(ids.size());
            try (PreparedStatement select = c.prepareStatement("SELECT d.webhook_id, w.event_type, w.body, d.attempts, d.first_attempt_at, "
                    + "d.committed_at, w.traceparent FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.webhook_id IN ("
                    + marks(ids.size()) + ") ORDER BY d.next_attempt_at")) {
                for (int i = 0; i < ids.size(); i++) {
                    select.setString(i + 1, ids.get(i));
                }
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        out.add(new Claim(rs.getString(1), rs.getString(2), rs.getString(3), rs.getInt(4), instant(rs.getTimestamp(5)),
                                instant(rs.getTimestamp(6)), rs.getString(7)));
                    }
                }
            }
            return out;
        });
    }

    @Override
    public Optional<Progress> lock(String webhookId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT attempts, first_attempt_at, state FROM webhook_delivery WHERE webhook_id = ? FOR UPDATE")
                .setParameter(1, webhookId)
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] r = rows.get(0);
        return Optional.of(new Progress(((Number) r[0]).intValue(), instant(r[1]), DeliveryState.valueOf((String) r[2])));
    }

    @Override
    public void recordAttempt(String webhookId, int attemptNo, String url, Instant startedAt, AttemptResult result, String outcome) {
        em.createNativeQuery("INSERT INTO webhook_attempt (webhook_id, attempt_no, url, started_at, http_status, latency_ms, error, outcome, "
                        + "response_body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, webhookId)
                .setParameter(2, attemptNo)
                .setParameter(3, url)
                .setParameter(4, ts(startedAt))
                .setParameter(5, result.status())
                .setParameter(6, result.latencyMillis())
                .setParameter(7, clip(result.error()))
                .setParameter(8, outcome)
                .setParameter(9, clip(result.responseBody(), 1000))
                .executeUpdate();
    }

    @Override
    public java.util.Map<String, Progress> lockAll(List<String> webhookIds) {
        java.util.Map<String, Progress> out = new java.util.HashMap<>();
        if (webhookIds.isEmpty()) {
            return out;
        }
        List<String> ids = webhookIds.stream().distinct().sorted().toList();
        return jdbc(c -> {
            try (PreparedStatement q = c.prepareStatement("SELECT webhook_id, attempts, first_attempt_at, state FROM webhook_delivery "
                    + "WHERE webhook_id IN (" + marks(ids.size()) + ") ORDER BY webhook_id FOR UPDATE")) {
                for (int i = 0; i < ids.size(); i++) {
                    q.setString(i + 1, ids.get(i));
                }
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), new Progress(rs.getInt(2), instant(rs.getTimestamp(3)), DeliveryState.valueOf(rs.getString(4))));
                    }
                }
            }
            return out;
        });
    }

    @Override
    public void recordAll(List<Recorded> recorded) {
        if (recorded.isEmpty()) {
            return;
        }
        int n = recorded.size();
        // One UPDATE for all rows: joined with a derived table of the new values (explicit casts, so a NULL in the
        // first row does not decide a column's type). Rows of one webhook twice in the list: the last one wins.
        java.util.Map<String, Recorded> last = new java.util.LinkedHashMap<>();
        for (Recorded r : recorded) {
            last.put(r.webhookId(), r);
        }
        String row = "SELECT CAST(? AS CHAR(64)) AS id, CAST(? AS CHAR(20)) AS st, CAST(? AS SIGNED) AS n, CAST(? AS DATETIME(6)) AS nx, "
                + "CAST(? AS DATETIME(6)) AS fa, CAST(? AS DATETIME(6)) AS la, CAST(? AS SIGNED) AS ls, CAST(? AS CHAR(500)) AS le";
        jdbc(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO webhook_attempt (webhook_id, attempt_no, url, started_at, "
                    + "http_status, latency_ms, error, outcome, response_body) VALUES "
                    + String.join(", ", java.util.Collections.nCopies(n, "(?, ?, ?, ?, ?, ?, ?, ?, ?)")))) {
                int k = 1;
                for (Recorded r : recorded) {
                    insert.setString(k++, r.webhookId());
                    insert.setInt(k++, r.attemptNo());
                    insert.setString(k++, r.url());
                    insert.setString(k++, text(r.startedAt()));
                    setInteger(insert, k++, r.result().status());
                    insert.setLong(k++, r.result().latencyMillis());
                    insert.setString(k++, clip(r.result().error()));
                    insert.setString(k++, r.state().name());
                    insert.setString(k++, clip(r.result().responseBody(), 1000));
                }
                insert.executeUpdate();
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE webhook_delivery d JOIN ("
                    + String.join(" UNION ALL ", java.util.Collections.nCopies(last.size(), row))
                    + ") v ON d.webhook_id = v.id SET d.state = v.st, d.attempts = v.n, d.next_attempt_at = v.nx, d.first_attempt_at = v.fa, "
                    + "d.last_attempt_at = v.la, d.last_status = v.ls, d.last_error = v.le")) {
                int k = 1;
                for (Recorded r : last.values()) {
                    update.setString(k++, r.webhookId());
                    update.setString(k++, r.state().name());
                    update.setInt(k++, r.attemptNo());
                    update.setString(k++, text(r.nextAttemptAt()));
                    update.setString(k++, text(r.firstAttemptAt()));
                    update.setString(k++, text(r.startedAt()));
                    setInteger(update, k++, r.result().status());
                    update.setString(k++, clip(r.result().error()));
                }
                update.executeUpdate();
            }
            return null;
        });
    }

    /** SQL work on the connection of the caller's transaction (the persistence unit's, from the same shareable resource reference). */
    private interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }

    private <T> T jdbc(SqlWork<T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw new IllegalStateException("webhook delivery SQL failed: " + e.getMessage(), e);
        }
    }

    private static String text(Instant i) {
        return i == null ? null : Jpa.timestampText(i);
    }

    private static void setInteger(PreparedStatement ps, int index, Integer value) throws SQLException {
        if (value == null) {
            ps.setNull(index, Types.INTEGER);
        } else {
            ps.setInt(index, value);
        }
    }

    private static String marks(int n) {
        return String.join(",", java.util.Collections.nCopies(n, "?"));
    }

    @Override
    public void update(String webhookId, DeliveryState state, int attempts, Instant nextAttemptAt, Instant firstAttemptAt,
                       Instant lastAttemptAt, Integer lastStatus, String lastError) {
        em.createNativeQuery("UPDATE webhook_delivery SET state = ?, attempts = ?, next_attempt_at = ?, first_attempt_at = ?, "
                        + "last_attempt_at = ?, last_status = ?, last_error = ? WHERE webhook_id = ?")
                .setParameter(1, state.name())
                .setParameter(2, attempts)
                .setParameter(3, ts(nextAttemptAt))
                .setParameter(4, ts(firstAttemptAt))
                .setParameter(5, ts(lastAttemptAt))
                .setParameter(6, lastStatus)
                .setParameter(7, clip(lastError))
                .setParameter(8, webhookId)
                .executeUpdate();
    }

    @Override
    public boolean redeliver(String webhookId, Instant now) {
        return em.createNativeQuery("UPDATE webhook_delivery SET state = 'PENDING', next_attempt_at = ?, first_attempt_at = NULL WHERE webhook_id = ?")
                .setParameter(1, ts(now))
                .setParameter(2, webhookId)
                .executeUpdate() == 1;
    }

    @Override
    public Optional<Instant> nextDue() {
        Object r = em.createNativeQuery("SELECT MIN(next_attempt_at) FROM webhook_delivery WHERE state = 'PENDING'").getSingleResult();
        return Optional.ofNullable(instant(r));
    }

    @Override
    public Backlog backlog() {
        Object[] r = (Object[]) em.createNativeQuery("SELECT COUNT(*), MIN(committed_at) FROM webhook_delivery WHERE state = 'PENDING'")
                .getSingleResult();
        return new Backlog(((Number) r[0]).longValue(), instant(r[1]));
    }

    private static Timestamp ts(Instant i) {
        return i == null ? null : Timestamp.from(i);
    }

    static Instant instant(Object o) {
        if (o == null) {
            return null;
        }
        if (o instanceof Timestamp t) {
            return t.toInstant();
        }
        if (o instanceof java.time.LocalDateTime l) {
            return Timestamp.valueOf(l).toInstant();
        }
        throw new IllegalStateException("unexpected time type " + o.getClass());
    }

    private static String clip(String s) {
        return clip(s, 500);
    }

    private static String clip(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }
}
