package net.ccpay.deploy.arq;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventHandler;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Test-only consumer: writes each event it handles. Events of type {@code TEST.FAIL_ONCE}
 * fail on their first delivery, after writing, to show the write is rolled back with the
 * inbox entry and the broker redelivers.
 */
@ApplicationScoped
public class RecordingHandler implements EventHandler {

    private final Set<String> failedOnce = ConcurrentHashMap.newKeySet();
    private final Set<String> blocked = ConcurrentHashMap.newKeySet();

    /** Events of this aggregate fail (after writing) until {@link #unblock}: a poison message for a while. */
    public void block(String aggregateId) {
        blocked.add(aggregateId);
    }

    public void unblock(String aggregateId) {
        blocked.remove(aggregateId);
    }

    @PersistenceContext
    EntityManager em;

    /** Events of type {@code TEST.IGNORED} are not this consumer's: it must not be called for them. */
    @Override
    public boolean handles(String eventType) {
        return !"TEST.IGNORED".equals(eventType);
    }

    @Override
    public void handle(EventEnvelope event) {
        em.createNativeQuery("INSERT INTO handled_event (event_id, aggregate_id, event_type) VALUES (?, ?, ?)")
                .setParameter(1, event.eventId()).setParameter(2, event.aggregateId()).setParameter(3, event.type())
                .executeUpdate();
        if ("TEST.FAIL_ONCE".equals(event.type()) && failedOnce.add(event.eventId())) {
            throw new IllegalStateException("first delivery fails on purpose");
        }
        if (blocked.contains(event.aggregateId())) {
            throw new IllegalStateException("fails while blocked");
        }
    }
}
