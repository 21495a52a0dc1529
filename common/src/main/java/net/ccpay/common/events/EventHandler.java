package net.ccpay.common.events;

/**
 * Implemented by a service that consumes the platform's events. Called inside a database
 * transaction that also records the event id, so a redelivered event is handled once.
 * Throwing rolls both back and the broker redelivers.
 */
public interface EventHandler {
    void handle(EventEnvelope event);
}
