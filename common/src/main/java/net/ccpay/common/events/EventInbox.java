package net.ccpay.common.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import net.ccpay.common.ops.TraceContext;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;

/**
 * Handles an event at most once per service: the event id goes into {@code processed_event}
 * (primary key) in the same transaction as the handler's writes. A second delivery of the same
 * id inserts nothing and is skipped; a failed handler rolls the id back too.
 */
@ApplicationScoped
public class EventInbox {

    @PersistenceContext
    EntityManager em;

    /** An event as it came off the broker, with the trace context of the request that recorded it (null if none). */
    public record Incoming(EventEnvelope event, String traceparent) {}

    /** True if the event was new and handled, false if it had been handled before. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean process(EventEnvelope event, EventHandler handler) {
        return processOne(event, handler);
    }

    /**
     * Several events in one transaction, in order: one commit (one log flush) for all of them. For each, true if
     * it was new and handled, false if handled before (also when the same id occurs twice in the batch). If any
     * handler throws, nothing of the batch stays: the caller then handles them one by one.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean[] processAll(List<Incoming> batch, EventHandler handler) {
        boolean[] fresh = new boolean[batch.size()];
        try {
            for (int i = 0; i < fresh.length; i++) {
                Incoming in = batch.get(i);
                fresh[i] = EventSpans.process(in, () -> processOne(in.event(), handler));
            }
        } finally {
            TraceContext.clear();
        }
        return fresh;
    }

    private boolean processOne(EventEnvelope event, EventHandler handler) {
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
