package net.ccpay.webhook.delivery.domain;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.ccpay.common.time.OverviewPeriod;

/**
 * The operators' overview of webhook delivery over a bounded period: attempts that delivered (2xx, or 409 "already
 * have it") and attempts that failed, per bucket; the latency percentiles (nearest rank) of the period's latest
 * attempts (at most 10,000); the webhooks not delivered now, per state, and the oldest of them. Read-only; the
 * queries live in infrastructure: the hours before the last two from a table kept per hour, the last ones from the
 * attempts themselves, so the cost does not grow with the number of attempts.
 */
public interface DeliveryReport {

    /** The states that are not (yet) delivered. */
    List<DeliveryState> UNDELIVERED = List.of(DeliveryState.PENDING, DeliveryState.FAILED, DeliveryState.GAVE_UP);

    /** The oldest webhook not delivered. */
    record Oldest(String id, String type, DeliveryState state, Instant createdAt, int attempts, String lastError) {}

    /** Latency of the period's latest attempts (at most 1,000), in milliseconds. */
    record Latency(long p50, long p95) {}

    /**
     * {@code undelivered}: the webhooks in each undelivered state, counted up to {@link net.ccpay.common.paging.Counts#LIMIT};
     * {@link net.ccpay.common.paging.Counts#OVER_LIMIT} when more wait in that state (a receiver's long outage), so that
     * the overview reads as much whatever the backlog.
     */
    record Overview(OverviewPeriod period, List<Instant> buckets, long[] delivered, long[] failing,
                           Optional<Latency> latency, Map<DeliveryState, Long> undelivered, Optional<Oldest> oldest) {}

    Overview of(OverviewPeriod period);
}
