package net.ccpay.deploy.arq;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.events.EventType;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Test-only consumer: writes each event it handles. Events of type {@link #FAILS_ONCE}
 * fail on their first delivery, after writing, to show the write is rolled back with the
 * inbox entry and the broker redelivers.
 */
@ApplicationScoped
public class RecordingHandler implements EventHandler {

    /** The type whose events fail on their first delivery. */
    public static final EventType FAILS_ONCE = EventType.CARD_FUNDING_SOURCE_CHANGE;

    /** The type this consumer does not handle. */
    public static final EventType NOT_HANDLED = EventType.PLATFORM_CONFIG_UPDATED;

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

    /** Events of type {@link #NOT_HANDLED} are not this consumer's: it must not be called for them. */
    @Override
    public boolean handles(EventType eventType) {
        return eventType != NOT_HANDLED;
    }

    @Override
    public void handle(EventEnvelope event) {
        em.createNativeQuery("INSERT INTO handled_event (event_id, aggregate_id, event_type) VALUES (?, ?, ?)")
                .setParameter(1, event.eventId()).setParameter(2, event.aggregateId()).setParameter(3, event.type())
                .executeUpdate();
        if (FAILS_ONCE.wire().equals(event.type()) && failedOnce.add(event.eventId())) {
            throw new IllegalStateException("first delivery fails on purpose");
        }
        if (blocked.contains(event.aggregateId())) {
            throw new IllegalStateException("fails while blocked");
        }
    }
}
