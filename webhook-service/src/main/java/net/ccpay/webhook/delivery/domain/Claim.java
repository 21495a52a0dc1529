package net.ccpay.webhook.delivery.domain;

import java.time.Instant;

/** A webhook a worker has reserved for one delivery attempt. */
public record Claim(String webhookId, String type, String body, int attempts, Instant firstAttemptAt, Instant committedAt,
                    String traceparent) {}
