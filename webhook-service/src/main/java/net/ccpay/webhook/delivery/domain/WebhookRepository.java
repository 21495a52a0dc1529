package net.ccpay.webhook.delivery.domain;

import net.ccpay.common.paging.Cursor;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The webhooks themselves: storing a new one, and what operators read of them with their delivery state and attempts. */
public interface WebhookRepository {

    /** Stores a new webhook and writes it at once (its delivery row refers to it). */
    void add(Webhook webhook);

    /**
     * Up to {@code limit} webhooks, newest first (by created_at, then id), after {@code after} (the position of the last
     * row of the previous page) when given; {@code type} and {@code state} filter when given.
     */
    List<Summary> list(int limit, Cursor after, String type, String state);

    Optional<Summary> find(String id);

    /** The attempts of one webhook, in order. */
    List<AttemptRecord> attempts(String webhookId);

    /** A webhook with its delivery state: the delivery's fields are null when it has no delivery row. */
    record Summary(String id, String eventId, String type, Instant createdAt, String body, String state, Integer attempts,
                   Instant nextAttemptAt, Instant lastAttemptAt, Integer lastStatus, String lastError) {}

    /** One recorded attempt. */
    record AttemptRecord(int attemptNo, String url, Instant startedAt, Integer httpStatus, long latencyMillis, String error,
                         String outcome, String responseBody) {}
}
