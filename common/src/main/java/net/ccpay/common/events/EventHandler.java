package net.ccpay.common.events;

/**
 * Implemented by a service that consumes the platform's events. Called inside a database
 * transaction that also records the event id, so a redelivered event is handled once.
 * Throwing rolls both back and the broker redelivers.
 */
public interface EventHandler {
    void handle(EventEnvelope event);

    /**
     * Whether events of this type do anything here. The consumer acknowledges the others without reading them
     * or recording their ids (handling them would change nothing, so neither would handling them twice). A type
     * this copy does not know (sent by a newer copy) is never handled.
     */
    default boolean handles(EventType eventType) {
        return true;
    }
}
