package net.ccpay.common.events;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;

/** The wire form of an {@link EventEnvelope}: one JSON object with {@code data} embedded as JSON. */
public final class EventCodec {
    private EventCodec() {}

    public static String encode(EventEnvelope e) {
        try (JsonReader r = JsonP.createReader(new StringReader(e.data()))) {
            return JsonP.createObjectBuilder()
                    .add("eventId", e.eventId())
                    .add("type", e.type())
                    .add("source", e.source())
                    .add("occurredAt", e.occurredAt())
                    .add("aggregateId", e.aggregateId() == null ? "" : e.aggregateId())
                    .add("data", r.readValue())
                    .build().toString();
        }
    }

    public static EventEnvelope decode(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            JsonObject o = r.readObject();
            return new EventEnvelope(o.getString("eventId"), o.getString("type"), o.getString("source"),
                    o.getString("occurredAt"), o.getString("aggregateId", ""), o.get("data").toString());
        }
    }
}
