package net.ccpay.webhook.config.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Optional;

/**
 * The platform's one config row. The webhook endpoint has its own column (delivery reads it on every
 * poll); the rest of the contract's fields are the validated JSON {@code document}.
 */
@Entity
@Table(name = "platform_config")
public class PlatformConfig {

    @Id
    private String id;
    @Column(name = "webhook_endpoint")
    private String webhookEndpoint;
    private String document;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected PlatformConfig() {}

    public String id() { return id; }
    public Optional<String> webhookEndpoint() { return Optional.ofNullable(webhookEndpoint); }
    public String document() { return document; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }

    public void update(String webhookEndpoint, String document, Instant now) {
        this.webhookEndpoint = webhookEndpoint;
        this.document = document;
        this.updatedAt = now;
    }
}
