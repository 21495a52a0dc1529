package net.ccpay.common.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.events.BrokerClient;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Publishes one batch of pending outbox rows. Rows are locked with SKIP LOCKED so several
 * instances of a service can relay side by side without publishing a row twice at once.
 * The batch is sent pipelined ({@link BrokerClient#publishAll}); a row is marked published only
 * after the broker acknowledged it. If the commit then fails the row is sent again, and the
 * broker's duplicate detection plus the consumers' event-id check absorb it.
 */
@ApplicationScoped
public class OutboxStore {

    @PersistenceContext
    EntityManager em;

    @Inject
    BrokerClient broker;

    /** Events not yet published and the time the oldest of them was recorded (null when none). */
    public record Backlog(long pending, Instant oldestCreatedAt) {}

    /** One query on the pending index (published_at, created_at). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Backlog backlog() {
        Object[] r = (Object[]) em.createNativeQuery("SELECT COUNT(*), MIN(created_at) FROM outbox_event WHERE published_at IS NULL")
                .getSingleResult();
        Object oldest = r[1];
        Instant at = oldest == null ? null
                : oldest instanceof java.sql.Timestamp t ? t.toInstant()
                : oldest instanceof java.time.LocalDateTime l ? l.atZone(java.time.ZoneId.systemDefault()).toInstant()
                : null;
        return new Backlog(((Number) r[0]).longValue(), at);
    }

    /** Returns how many rows were published, or -1 when the broker took none (stop and retry later). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int publishBatch(int max) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT id, event_type, payload, traceparent FROM outbox_event WHERE published_at IS NULL ORDER BY created_at, id LIMIT ? FOR UPDATE SKIP LOCKED")
                .setParameter(1, max)
                .getResultList();
        if (rows.isEmpty()) {
            return 0;
        }
        List<BrokerClient.Outgoing> events = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            events.add(new BrokerClient.Outgoing((String) r[0], (String) r[1], (String) r[2], (String) r[3]));
        }
        Set<String> sent;
        String error = null;
        try {
            sent = broker.publishAll(events);
        } catch (Exception ex) {
            sent = Set.of();
            error = ex.getClass().getSimpleName();
        }
        Set<String> acked = sent;
        List<String> published = events.stream().map(BrokerClient.Outgoing::eventId).filter(acked::contains).toList();
        List<String> failed = events.stream().map(BrokerClient.Outgoing::eventId).filter(id -> !acked.contains(id)).toList();
        if (!published.isEmpty()) {
            update("UPDATE outbox_event SET published_at = ?, attempts = attempts + 1, last_error = NULL WHERE id IN ", published,
                    Timestamp.from(Instant.now()));
        }
        if (!failed.isEmpty()) {
            update("UPDATE outbox_event SET attempts = attempts + 1, last_error = ? WHERE id IN ", failed,
                    error == null ? "not acknowledged by the broker" : error);
        }
        return published.isEmpty() ? -1 : published.size();
    }

    private void update(String sql, List<String> ids, Object first) {
        var q = em.createNativeQuery(sql + "(" + String.join(", ", java.util.Collections.nCopies(ids.size(), "?")) + ")");
        q.setParameter(1, first);
        for (int i = 0; i < ids.size(); i++) {
            q.setParameter(i + 2, ids.get(i));
        }
        q.executeUpdate();
    }
}
