package net.ccpay.webhook.delivery.domain;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.ccpay.common.time.OverviewPeriod;

/**
 * The operators' overview of webhook delivery over a bounded period: attempts that delivered (2xx, or 409 "already
 * have it") and attempts that failed, per bucket; the attempts' latency percentiles (nearest rank); the webhooks not
 * delivered now, per state, and the oldest of them. Read-only; the query lives in infrastructure.
 *
 * <p>Attempts are read through {@code webhook_attempt_overview} (started_at, outcome, latency_ms) for the period only
 * (at most 30 days); the undelivered through {@code webhook_delivery_by_age} (state, committed_at), one range per
 * undelivered state, never the delivered webhooks.
 */
public interface DeliveryReport {

    /** The states that are not (yet) delivered. */
    List<DeliveryState> UNDELIVERED = List.of(DeliveryState.PENDING, DeliveryState.FAILED, DeliveryState.GAVE_UP);

    /** The oldest webhook not delivered. */
    record Oldest(String id, String type, DeliveryState state, Instant createdAt, int attempts, String lastError) {}

    /** Latency of the period's attempts, in milliseconds. */
    record Latency(long p50, long p95) {}

    record Overview(OverviewPeriod period, List<Instant> buckets, long[] delivered, long[] failing,
                           Optional<Latency> latency, Map<DeliveryState, Long> undelivered, Optional<Oldest> oldest) {}

    Overview of(OverviewPeriod period);
}
