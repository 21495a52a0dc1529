package net.ccpay.common.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.events.EventCodec;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventFacts;
import net.ccpay.common.events.EventType;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.ops.TraceContext;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Records an event in the caller's transaction (MANDATORY: an event without its change, or a change
 * without its event, must be impossible). The relay publishes it after commit.
 */
@ApplicationScoped
public class Outbox {

    /** Fired so the relay publishes right after commit instead of waiting for its next poll. */
    public record Recorded(String eventId) {}

    @PersistenceContext
    EntityManager em;

    @Inject
    PlatformSettings settings;

    @Inject
    Event<Recorded> recorded;

    /** An event whose only reader is webhook-service: {@code dataJson} is the resource as the contract shapes it. */
    @Transactional(Transactional.TxType.MANDATORY)
    public String record(EventType type, String aggregateId, String dataJson) {
        return record(type, aggregateId, dataJson, null);
    }

    /**
     * An event that other services read too: they read {@code facts} ({@link EventFacts}), never {@code dataJson}.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public String record(EventType type, String aggregateId, String dataJson, EventFacts facts) {
        String id = Ids.newId("Event");
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String payload = EventCodec.encode(new EventEnvelope(id, type.wire(), settings.serviceName(), now.toString(), aggregateId,
                dataJson, EventEnvelope.CURRENT_SCHEMA_VERSION, facts == null ? null : EventFacts.toJson(facts)));
        OutboxEvent event = new OutboxEvent(id, type.wire(), aggregateId, payload, now);
        event.setTraceparent(TraceContext.current());
        em.persist(event);
        recorded.fire(new Recorded(id));
        return id;
    }
}
