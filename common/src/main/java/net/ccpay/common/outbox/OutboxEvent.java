package net.ccpay.common.outbox;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import jakarta.persistence.Table;

import java.time.Instant;

/** One event waiting to be published, written in the same transaction as the change it describes. */
@Entity
@Table(name = "outbox_event")
public class OutboxEvent {

    @Id
    @Column(name = "id", length = 64)
    private String id;

    @Column(name = "event_type", nullable = false, length = 100)
    private String type;

    @Column(name = "aggregate_id", length = 100)
    private String aggregateId;

    @Lob
    @Column(name = "payload", nullable = false)
    private String payload;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "published_at")
    private Instant publishedAt;

    @Column(name = "attempts", nullable = false)
    private int attempts;

    @Column(name = "last_error", length = 500)
    private String lastError;

    /** The W3C trace context of the request that recorded the event, sent with it to the broker; null if none. */
    @Column(name = "traceparent", length = 55)
    private String traceparent;

    protected OutboxEvent() {}

    public OutboxEvent(String id, String type, String aggregateId, String payload, Instant createdAt) {
        this.id = id;
        this.type = type;
        this.aggregateId = aggregateId;
        this.payload = payload;
        this.createdAt = createdAt;
    }

    public String getId() { return id; }
    public String getType() { return type; }
    public String getAggregateId() { return aggregateId; }
    public String getPayload() { return payload; }
    public Instant getCreatedAt() { return createdAt; }
    public Instant getPublishedAt() { return publishedAt; }
    public String getTraceparent() { return traceparent; }

    void setTraceparent(String traceparent) { this.traceparent = traceparent; }
    public int getAttempts() { return attempts; }
}
