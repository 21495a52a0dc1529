package net.ccpay.common.events;

/**
 * What travels on the broker between services. {@code eventId} is unique per event and is what
 * consumers deduplicate on; {@code data} is the JSON of the changed resource as the public contract
 * shapes it (webhook-service passes it on as a webhook's {@code data}).
 */
public record EventEnvelope(String eventId, String type, String source, String occurredAt, String aggregateId, String data) {
}
