package net.ccpay.common.events;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;

/**
 * The wire form of an {@link EventEnvelope}: one JSON object with {@code data} (and {@code facts}, when present)
 * embedded as JSON. An envelope without {@code schemaVersion} is version 1.
 */
public final class EventCodec {
    private EventCodec() {}

    public static String encode(EventEnvelope e) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("schemaVersion", e.schemaVersion())
                .add("eventId", e.eventId())
                .add("type", e.type())
                .add("source", e.source())
                .add("occurredAt", e.occurredAt())
                .add("aggregateId", e.aggregateId() == null ? "" : e.aggregateId())
                .add("data", parse(e.data()));
        if (e.facts() != null) {
            b.add("facts", parse(e.facts()));
        }
        return b.build().toString();
    }

    public static EventEnvelope decode(String json) {
        JsonObject o = parse(json).asJsonObject();
        JsonValue facts = o.get("facts");
        return new EventEnvelope(o.getString("eventId"), o.getString("type"), o.getString("source"),
                o.getString("occurredAt"), o.getString("aggregateId", ""), o.get("data").toString(),
                o.getInt("schemaVersion", 1), facts == null || facts == JsonValue.NULL ? null : facts.toString());
    }

    private static JsonValue parse(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return r.readValue();
        }
    }
}
