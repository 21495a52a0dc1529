package net.ccpay.deploy.arq;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.events.BrokerClient;
import net.ccpay.common.events.EventTopology;
import net.ccpay.common.outbox.Outbox;

/** Test-only bean of the micro-deployment: drives the outbox and reads what the handler saw. */
@ApplicationScoped
public class OutboxProbe {

    @PersistenceContext
    EntityManager em;

    @Inject
    Outbox outbox;

    @Inject
    BrokerClient broker;

    /** Records an event as a service would: in a transaction that also writes its change. */
    @Transactional
    public String recordCommitted(EventType type, String aggregateId) {
        em.createNativeQuery("INSERT INTO probe_change (aggregate_id) VALUES (?)").setParameter(1, aggregateId).executeUpdate();
        return outbox.record(type, aggregateId, "{\"id\":\"" + aggregateId + "\"}");
    }

    /** Records an event, then fails: the change and the event must both disappear. */
    @Transactional
    public void recordThenFail(EventType type, String aggregateId) {
        em.createNativeQuery("INSERT INTO probe_change (aggregate_id) VALUES (?)").setParameter(1, aggregateId).executeUpdate();
        outbox.record(type, aggregateId, "{\"id\":\"" + aggregateId + "\"}");
        throw new IllegalStateException("business rule failed after the event was recorded");
    }

    @Transactional
    public long inboxCount(String eventId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM processed_event WHERE event_id = ?")
                .setParameter(1, eventId).getSingleResult()).longValue();
    }

    @Transactional
    public long handledCount(String aggregateId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM handled_event WHERE aggregate_id = ?")
                .setParameter(1, aggregateId).getSingleResult()).longValue();
    }

    @Transactional
    public long outboxCount(String aggregateId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM outbox_event WHERE aggregate_id = ?")
                .setParameter(1, aggregateId).getSingleResult()).longValue();
    }

    @Transactional
    public long changeCount(String aggregateId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM probe_change WHERE aggregate_id = ?")
                .setParameter(1, aggregateId).getSingleResult()).longValue();
    }

    /**
     * Puts messages on the broker in one broker transaction, so that they reach the consumer together and it
     * handles them as one batch. Each entry: event id, type, aggregate id.
     */
    public void publishTogether(java.util.List<String[]> events) throws Exception {
        try (Connection c = broker.connect()) {
            Session s = c.createSession(true, Session.SESSION_TRANSACTED);
            MessageProducer p = s.createProducer(s.createTopic(EventTopology.ADDRESS));
            p.setDeliveryMode(DeliveryMode.PERSISTENT);
            for (String[] e : events) {
                p.send(s.createTextMessage("{\"eventId\":\"" + e[0] + "\",\"type\":\"" + e[1] + "\",\"source\":\"probe\","
                        + "\"occurredAt\":\"2026-01-01T00:00:00Z\",\"aggregateId\":\"" + e[2] + "\",\"data\":{}}"));
            }
            s.commit();
        }
    }

    /** Puts the same message on the broker twice, as a broker redelivery or a relay retry would. */
    public void publishTwiceRaw(String eventId, String type, String aggregateId) throws Exception {
        String payload = "{\"eventId\":\"" + eventId + "\",\"type\":\"" + type + "\",\"source\":\"probe\","
                + "\"occurredAt\":\"2026-01-01T00:00:00Z\",\"aggregateId\":\"" + aggregateId + "\",\"data\":{}}";
        try (Connection c = broker.connect()) {
            Session s = c.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer p = s.createProducer(s.createTopic(EventTopology.ADDRESS));
            p.setDeliveryMode(DeliveryMode.PERSISTENT);
            p.send(s.createTextMessage(payload));
            p.send(s.createTextMessage(payload));
        }
    }
}
