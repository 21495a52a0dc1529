package net.ccpay.webhook.delivery.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A webhook made from one platform event (or a TEST); {@code body} is the exact JSON that is signed
 * and sent, serialized once. Its delivery state is in {@code webhook_delivery}.
 */
@Entity
@Table(name = "webhook")
public class Webhook {

    @Id
    private String id;
    @Column(name = "event_id")
    private String eventId;
    @Column(name = "event_type")
    private String type;
    private String body;
    @Column(name = "created_at")
    private Instant createdAt;
    /** W3C trace context of the request whose event made this webhook; sent with each delivery. Null if none. */
    private String traceparent;

    protected Webhook() {}

    public Webhook(String id, String eventId, String type, String body, Instant createdAt) {
        this.id = id;
        this.eventId = eventId;
        this.type = type;
        this.body = body;
        this.createdAt = createdAt;
    }

    public Webhook(String id, String eventId, String type, String body, Instant createdAt, String traceparent) {
        this(id, eventId, type, body, createdAt);
        this.traceparent = traceparent;
    }

    public String id() { return id; }
    public String traceparent() { return traceparent; }
    public String eventId() { return eventId; }
    public String type() { return type; }
    public String body() { return body; }
    public Instant createdAt() { return createdAt; }
}
