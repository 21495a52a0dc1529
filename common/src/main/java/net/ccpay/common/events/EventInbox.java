package net.ccpay.common.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.sql.Timestamp;
import java.time.Instant;

/**
 * Handles an event at most once per service: the event id goes into {@code processed_event}
 * (primary key) in the same transaction as the handler's writes. A second delivery of the same
 * id inserts nothing and is skipped; a failed handler rolls the id back too.
 */
@ApplicationScoped
public class EventInbox {

    @PersistenceContext
    EntityManager em;

    /** True if the event was new and handled, false if it had been handled before. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean process(EventEnvelope event, EventHandler handler) {
        int inserted = em.createNativeQuery(
                        "INSERT IGNORE INTO processed_event (event_id, event_type, processed_at) VALUES (?, ?, ?)")
                .setParameter(1, event.eventId())
                .setParameter(2, event.type())
                .setParameter(3, Timestamp.from(Instant.now()))
                .executeUpdate();
        if (inserted == 0) {
            return false;
        }
        handler.handle(event);
        return true;
    }
}
