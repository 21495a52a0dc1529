package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.Json;
import jakarta.json.JsonReader;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.ids.Ids;
import net.ccpay.webhook.delivery.domain.Webhook;

import java.io.StringReader;
import java.time.Instant;

/**
 * Turns each platform event into one webhook {id, type, timestamp, data}. Runs inside the
 * inbox transaction, so an event delivered twice by the broker yields one webhook.
 */
@ApplicationScoped
public class WebhookFromEvent implements EventHandler {

    @PersistenceContext
    EntityManager em;

    @Override
    public void handle(EventEnvelope event) {
        String id = Ids.newId("Webhook");
        String body;
        try (JsonReader r = Json.createReader(new StringReader(event.data()))) {
            body = Json.createObjectBuilder()
                    .add("id", id)
                    .add("type", event.type())
                    .add("timestamp", event.occurredAt())
                    .add("data", r.readValue())
                    .build().toString();
        }
        em.persist(new Webhook(id, event.eventId(), event.type(), body, Instant.now()));
    }
}
