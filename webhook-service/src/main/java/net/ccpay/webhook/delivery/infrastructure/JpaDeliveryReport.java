package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.webhook.delivery.domain.DeliveryReport;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import jakarta.inject.Inject;
import net.ccpay.common.paging.Counts;
import net.ccpay.common.time.OverviewPeriod;
import net.ccpay.webhook.delivery.domain.DeliveryState;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The operators' overview of webhook delivery over a bounded period: attempts that delivered (2xx, or 409 "already
 * have it") and attempts that failed, per bucket; the latency percentiles (nearest rank) of the period's latest
 * {@value #LATENCY_SAMPLE} attempts; the webhooks not delivered now, per state, and the oldest of them. Read-only.
 *
 * <p>The attempts per hour come from {@code attempt_hourly}, per day from {@code attempt_daily} (its hours added up), which
 * every copy recounts from the attempts every
 * {@code platform.webhook.rollup-millis} (a minute; {@link AttemptHours}): the newest attempts show up at most that late,
 * and no request counts attempts itself, however many a receiver's outage makes. The latency sample is
 * the newest end of {@code webhook_attempt_overview} (started_at, outcome, latency_ms) in the period; the undelivered
 * are read through {@code webhook_delivery_by_age} (state, committed_at), one range per undelivered state, never the
 * delivered webhooks, and counted up to {@link Counts#LIMIT} each. None of it grows with the number of attempts kept or
 * of webhooks waiting.
 */
@ApplicationScoped
public class JpaDeliveryReport implements DeliveryReport {

    /** How many of the period's newest attempts the latency percentiles are taken over (p95 of 1,000: the 950th). */
    static final int LATENCY_SAMPLE = 1_000;

    @PersistenceContext
    EntityManager em;

    @Inject
    AttemptHours hours;

    @Transactional
    @Override
    public Overview of(OverviewPeriod period) {
        List<Instant> buckets = period.buckets();
        Map<Instant, Integer> index = new HashMap<>();
        for (int i = 0; i < buckets.size(); i++) {
            index.put(buckets.get(i), i);
        }
        List<AttemptHours.Row> rows = hours.kept(period.from(), period.to(), period.bucketSeconds());
        long[] delivered = new long[buckets.size()];
        long[] failing = new long[buckets.size()];
        long attempts = 0;
        for (AttemptHours.Row r : rows) {
            Integer at = index.get(period.bucketOf(r.hourStart()));
            if (at == null) {
                continue;
            }
            attempts += r.attempts();
            if (r.delivered()) {
                delivered[at] += r.attempts();
            } else {
                failing[at] += r.attempts();
            }
        }
        Optional<Latency> latency = attempts == 0 ? Optional.empty() : latency(Timestamp.from(period.from()), Timestamp.from(period.to()));
        Map<DeliveryState, Long> undelivered = new java.util.EnumMap<>(DeliveryState.class);
        Oldest oldest = null;
        for (DeliveryState state : UNDELIVERED) {
            long n = Counts.nativeCount(em, "FROM webhook_delivery WHERE state = ?", List.of(state.name()));
            undelivered.put(state, n);
            if (n == 0) {
                continue;
            }
            @SuppressWarnings("unchecked")
            List<Object[]> first = em.createNativeQuery("SELECT w.id, w.event_type, w.created_at, d.attempts, d.last_error "
                            + "FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.state = ? ORDER BY d.committed_at, d.webhook_id LIMIT 1")
                    .setParameter(1, state.name()).getResultList();
            for (Object[] r : first) {
                Oldest o = new Oldest((String) r[0], (String) r[1], state, instant(r[2]), ((Number) r[3]).intValue(), (String) r[4]);
                if (oldest == null || o.createdAt().isBefore(oldest.createdAt())) {
                    oldest = o;
                }
            }
        }
        return new Overview(period, buckets, delivered, failing, latency, undelivered, Optional.ofNullable(oldest));
    }

    /** The nearest-rank p50 and p95 of the latencies of the period's latest {@value #LATENCY_SAMPLE} attempts. */
    private Optional<Latency> latency(Timestamp from, Timestamp to) {
        @SuppressWarnings("unchecked")
        List<Object> found = em.createNativeQuery("SELECT latency_ms FROM webhook_attempt WHERE started_at >= ? AND started_at < ? "
                        + "ORDER BY started_at DESC LIMIT " + LATENCY_SAMPLE)
                .setParameter(1, from).setParameter(2, to).getResultList();
        if (found.isEmpty()) {
            return Optional.empty();
        }
        long[] ms = found.stream().mapToLong(v -> ((Number) v).longValue()).sorted().toArray();
        return Optional.of(new Latency(rank(ms, 50), rank(ms, 95)));
    }

    private static long rank(long[] sorted, int percentile) {
        return sorted[(int) Math.max(0, Math.ceil(sorted.length * percentile / 100.0) - 1)];
    }

    private static Instant instant(Object o) {
        if (o instanceof Timestamp t) return t.toInstant();
        if (o instanceof LocalDateTime l) return Timestamp.valueOf(l).toInstant();
        if (o instanceof Instant i) return i;
        return Instant.parse(String.valueOf(o));
    }
}
