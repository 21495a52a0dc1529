package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonReader;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.events.EventType;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.webhook.delivery.domain.DeliveryRepository;
import net.ccpay.webhook.delivery.domain.Webhook;
import net.ccpay.webhook.delivery.domain.WebhookRepository;

import java.io.StringReader;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Turns each platform event of a webhook type into one webhook {id, type, timestamp, data}, due for
 * delivery at once. Runs inside the inbox transaction, so an event delivered twice by the broker
 * yields one webhook (and {@code webhook.event_id} is unique besides). Other events are ignored.
 */
@ApplicationScoped
public class WebhookFromEvent implements EventHandler {

    @Inject
    WebhookRepository webhooks;

    @Inject
    DeliveryRepository deliveries;

    @Inject
    Event<DeliveryScheduler.Queued> queued;

    @Override
    public void handle(EventEnvelope event) {
        if (!event.eventType().map(EventType::becomesWebhook).orElse(false)) {
            return;
        }
        String id = Ids.newId("Webhook");
        String body;
        try (JsonReader r = JsonP.createReader(new StringReader(event.data()))) {
            body = JsonP.createObjectBuilder()
                    .add("id", id)
                    .add("type", event.type())
                    .add("timestamp", event.occurredAt())
                    .add("data", r.readValue())
                    .build().toString();
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        webhooks.add(new Webhook(id, event.eventId(), event.type(), body, now, net.ccpay.common.ops.TraceContext.current())); // the delivery row refers to it
        deliveries.enqueue(id, now, now);
        queued.fire(new DeliveryScheduler.Queued(id));
    }
}
