package net.ccpay.common.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.events.BrokerClient;

import java.time.Instant;
import java.util.List;

/**
 * Publishes one batch of pending outbox rows. Rows are locked with SKIP LOCKED so several
 * instances of a service can relay side by side without publishing a row twice at once.
 * A row is marked published only after the broker acknowledged it; if the commit then fails
 * the row is sent again, and the broker's duplicate detection plus the consumers' event-id
 * check absorb it.
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

    /** Returns how many rows were published, or -1 when the broker refused one (stop and retry later). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int publishBatch(int max) {
        @SuppressWarnings("unchecked")
        List<String> ids = em.createNativeQuery(
                        "SELECT id FROM outbox_event WHERE published_at IS NULL ORDER BY created_at, id LIMIT ? FOR UPDATE SKIP LOCKED")
                .setParameter(1, max)
                .getResultList();
        int published = 0;
        for (String id : ids) {
            OutboxEvent e = em.find(OutboxEvent.class, id);
            try {
                broker.publish(e.getId(), e.getType(), e.getPayload(), e.getTraceparent());
                e.markPublished(Instant.now());
                published++;
            } catch (Exception ex) {
                e.markFailed(ex.getClass().getSimpleName());
                return published == 0 ? -1 : published;
            }
        }
        return published;
    }
}
