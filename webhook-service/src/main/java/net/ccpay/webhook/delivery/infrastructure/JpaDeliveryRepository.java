package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.Claim;
import net.ccpay.webhook.delivery.domain.DeliveryRepository;
import net.ccpay.webhook.delivery.domain.DeliveryState;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Native SQL: the claim needs {@code FOR UPDATE SKIP LOCKED}, which JPQL cannot say. Times are always passed from Java. */
@ApplicationScoped
public class JpaDeliveryRepository implements DeliveryRepository {

    @PersistenceContext
    EntityManager em;

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
        @SuppressWarnings("unchecked")
        List<String> ids = em.createNativeQuery("SELECT webhook_id FROM webhook_delivery WHERE state = 'PENDING' AND next_attempt_at <= ? "
                        + "ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED")
                .setParameter(1, ts(now))
                .setParameter(2, max)
                .getResultList();
        if (ids.isEmpty()) {
            return List.of();
        }
        String in = String.join(",", java.util.Collections.nCopies(ids.size(), "?"));
        var update = em.createNativeQuery("UPDATE webhook_delivery SET next_attempt_at = ? WHERE webhook_id IN (" + in + ")")
                .setParameter(1, ts(leaseUntil));
        var select = em.createNativeQuery("SELECT d.webhook_id, w.event_type, w.body, d.attempts, d.first_attempt_at, d.committed_at, w.traceparent "
                + "FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.webhook_id IN (" + in + ") ORDER BY d.next_attempt_at");
        for (int i = 0; i < ids.size(); i++) {
            update.setParameter(i + 2, ids.get(i));
            select.setParameter(i + 1, ids.get(i));
        }
        update.executeUpdate();
        @SuppressWarnings("unchecked")
        List<Object[]> rows = select.getResultList();
        List<Claim> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new Claim((String) r[0], (String) r[1], (String) r[2], ((Number) r[3]).intValue(), instant(r[4]), instant(r[5]),
                    (String) r[6]));
        }
        return out;
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
        var q = em.createNativeQuery("SELECT webhook_id, attempts, first_attempt_at, state FROM webhook_delivery WHERE webhook_id IN ("
                + marks(ids.size()) + ") ORDER BY webhook_id FOR UPDATE");
        for (int i = 0; i < ids.size(); i++) {
            q.setParameter(i + 1, ids.get(i));
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        for (Object[] r : rows) {
            out.put((String) r[0], new Progress(((Number) r[1]).intValue(), instant(r[2]), DeliveryState.valueOf((String) r[3])));
        }
        return out;
    }

    @Override
    public void recordAll(List<Recorded> recorded) {
        if (recorded.isEmpty()) {
            return;
        }
        int n = recorded.size();
        var insert = em.createNativeQuery("INSERT INTO webhook_attempt (webhook_id, attempt_no, url, started_at, http_status, latency_ms, error, "
                + "outcome, response_body) VALUES " + String.join(", ", java.util.Collections.nCopies(n, "(?, ?, ?, ?, ?, ?, ?, ?, ?)")));
        int k = 1;
        for (Recorded r : recorded) {
            insert.setParameter(k++, r.webhookId())
                    .setParameter(k++, r.attemptNo())
                    .setParameter(k++, r.url())
                    .setParameter(k++, ts(r.startedAt()))
                    .setParameter(k++, r.result().status())
                    .setParameter(k++, r.result().latencyMillis())
                    .setParameter(k++, clip(r.result().error()))
                    .setParameter(k++, r.state().name())
                    .setParameter(k++, clip(r.result().responseBody(), 1000));
        }
        insert.executeUpdate();
        // One UPDATE for all rows: joined with a derived table of the new values (explicit casts, so a NULL in the
        // first row does not decide a column's type). Rows of one webhook twice in the list: the last one wins.
        java.util.Map<String, Recorded> last = new java.util.LinkedHashMap<>();
        for (Recorded r : recorded) {
            last.put(r.webhookId(), r);
        }
        String row = "SELECT CAST(? AS CHAR(64)) AS id, CAST(? AS CHAR(20)) AS st, CAST(? AS SIGNED) AS n, CAST(? AS DATETIME(6)) AS nx, "
                + "CAST(? AS DATETIME(6)) AS fa, CAST(? AS DATETIME(6)) AS la, CAST(? AS SIGNED) AS ls, CAST(? AS CHAR(500)) AS le";
        var update = em.createNativeQuery("UPDATE webhook_delivery d JOIN (" + String.join(" UNION ALL ", java.util.Collections.nCopies(last.size(), row))
                + ") v ON d.webhook_id = v.id SET d.state = v.st, d.attempts = v.n, d.next_attempt_at = v.nx, d.first_attempt_at = v.fa, "
                + "d.last_attempt_at = v.la, d.last_status = v.ls, d.last_error = v.le");
        k = 1;
        for (Recorded r : last.values()) {
            update.setParameter(k++, r.webhookId())
                    .setParameter(k++, r.state().name())
                    .setParameter(k++, r.attemptNo())
                    .setParameter(k++, ts(r.nextAttemptAt()))
                    .setParameter(k++, ts(r.firstAttemptAt()))
                    .setParameter(k++, ts(r.startedAt()))
                    .setParameter(k++, r.result().status())
                    .setParameter(k++, clip(r.result().error()));
        }
        update.executeUpdate();
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
