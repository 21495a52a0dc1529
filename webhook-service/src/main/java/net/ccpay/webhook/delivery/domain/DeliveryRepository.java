package net.ccpay.webhook.delivery.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The delivery schedule and the attempt log. */
public interface DeliveryRepository {

    /** A new webhook's delivery: PENDING, due at {@code dueAt} (null: never claimed by the scheduler, e.g. TEST). */
    void enqueue(String webhookId, Instant dueAt, Instant committedAt);

    /**
     * Reserves up to {@code max} due PENDING webhooks for one attempt each: rows locked with SKIP LOCKED
     * (so instances never claim the same row), next_attempt_at pushed to {@code leaseUntil}.
     */
    List<Claim> claimDue(int max, Instant now, Instant leaseUntil);

    /** The delivery row locked for recording an attempt: attempts so far and the time of the first. */
    Optional<Progress> lock(String webhookId);

    record Progress(int attempts, Instant firstAttemptAt, DeliveryState state) {}

    void recordAttempt(String webhookId, int attemptNo, String url, Instant startedAt, AttemptResult result, String outcome);

    /** The delivery rows of {@code webhookIds} locked (in id order, so two batches never deadlock), by id; missing ids are absent. */
    java.util.Map<String, Progress> lockAll(List<String> webhookIds);

    /** One attempt and the delivery state it leads to, for {@link #recordAll}. */
    record Recorded(String webhookId, int attemptNo, String url, Instant startedAt, AttemptResult result, DeliveryState state,
                    Instant nextAttemptAt, Instant firstAttemptAt) {}

    /** Inserts the attempts and moves their deliveries on, a few statements for the whole list. */
    void recordAll(List<Recorded> recorded);

    void update(String webhookId, DeliveryState state, int attempts, Instant nextAttemptAt, Instant firstAttemptAt,
                Instant lastAttemptAt, Integer lastStatus, String lastError);

    /** Makes a webhook due now again, with a fresh give-up clock; false if there is no such webhook. */
    boolean redeliver(String webhookId, Instant now);

    /** The earliest next attempt among PENDING webhooks, if any. */
    Optional<Instant> nextDue();

    /** Webhooks still to deliver (PENDING) and the commit time of the oldest of them (null when none). */
    record Backlog(long pending, Instant oldestCommittedAt) {}

    Backlog backlog();
}
