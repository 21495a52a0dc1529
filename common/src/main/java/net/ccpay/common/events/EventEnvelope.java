package net.ccpay.common.events;

import java.util.Optional;

/**
 * What travels on the broker between services. {@code eventId} is unique per event and is what consumers
 * deduplicate on. {@code data} is the JSON of the changed resource as the public contract shapes it: webhook-service
 * passes it on as a webhook's {@code data}, and no other service reads it. What another service may rely on is in
 * {@code facts}: the JSON of an {@link EventFacts} record of the type's family, written and read by
 * {@link EventFacts} only.
 *
 * <p>{@code schemaVersion} says which envelope this is. Version 1 (sent before facts existed, and still read from
 * queues and outboxes during a rolling upgrade) has no {@code facts}; {@link EventFacts} reads such an event from its
 * {@code data}. Version 2 carries {@code facts} for the families that have them.
 */
public record EventEnvelope(String eventId, String type, String source, String occurredAt, String aggregateId, String data,
                            int schemaVersion, String facts) {

    /** The envelope version this code writes. */
    public static final int CURRENT_SCHEMA_VERSION = 2;

    /** The type, if this copy knows it (a newer copy may send one it does not). */
    public Optional<EventType> eventType() {
        return EventType.fromWire(type);
    }
}
