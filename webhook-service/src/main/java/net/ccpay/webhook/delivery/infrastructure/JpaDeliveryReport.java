package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.webhook.delivery.domain.DeliveryReport;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
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
 * have it") and attempts that failed, per bucket; the attempts' latency percentiles (nearest rank); the webhooks not
 * delivered now, per state, and the oldest of them. Read-only.
 *
 * <p>Attempts are read through {@code webhook_attempt_overview} (started_at, outcome, latency_ms) for the period only
 * (at most 30 days); the undelivered through {@code webhook_delivery_by_age} (state, committed_at), one range per
 * undelivered state, never the delivered webhooks.
 */
@ApplicationScoped
public class JpaDeliveryReport implements DeliveryReport {




    @PersistenceContext
    EntityManager em;

    @Transactional
    @Override
    public Overview of(OverviewPeriod period) {
        List<Instant> buckets = period.buckets();
        Map<Instant, Integer> index = new HashMap<>();
        for (int i = 0; i < buckets.size(); i++) {
            index.put(buckets.get(i), i);
        }
        long width = period.bucketSeconds();
        Timestamp from = Timestamp.from(period.from());
        Timestamp to = Timestamp.from(period.to());
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT FLOOR(UNIX_TIMESTAMP(started_at) / ?) AS b, outcome IN ('DELIVERED', 'DUPLICATE') AS ok, "
                        + "COUNT(*) FROM webhook_attempt WHERE started_at >= ? AND started_at < ? GROUP BY b, ok")
                .setParameter(1, width).setParameter(2, from).setParameter(3, to).getResultList();
        long[] delivered = new long[buckets.size()];
        long[] failing = new long[buckets.size()];
        long attempts = 0;
        for (Object[] r : rows) {
            Integer at = index.get(Instant.ofEpochSecond(((Number) r[0]).longValue() * width));
            if (at == null) {
                continue;
            }
            long n = ((Number) r[2]).longValue();
            attempts += n;
            if (((Number) r[1]).intValue() == 1) {
                delivered[at] += n;
            } else {
                failing[at] += n;
            }
        }
        Optional<Latency> latency = attempts == 0 ? Optional.empty()
                : Optional.of(new Latency(rank(from, to, attempts, 50), rank(from, to, attempts, 95)));
        Map<DeliveryState, Long> undelivered = new java.util.EnumMap<>(DeliveryState.class);
        Oldest oldest = null;
        for (DeliveryState state : UNDELIVERED) {
            long n = ((Number) em.createNativeQuery("SELECT COUNT(*) FROM webhook_delivery WHERE state = ?")
                    .setParameter(1, state.name()).getSingleResult()).longValue();
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

    /** The nearest-rank percentile of the period's attempt latencies ({@code n} attempts). */
    private long rank(Timestamp from, Timestamp to, long n, int percentile) {
        long offset = Math.max(0, (long) Math.ceil(n * percentile / 100.0) - 1);
        Object v = em.createNativeQuery("SELECT latency_ms FROM webhook_attempt WHERE started_at >= ? AND started_at < ? "
                        + "ORDER BY latency_ms LIMIT 1 OFFSET ?")
                .setParameter(1, from).setParameter(2, to).setParameter(3, offset).getSingleResult();
        return ((Number) v).longValue();
    }

    private static Instant instant(Object o) {
        if (o instanceof Timestamp t) return t.toInstant();
        if (o instanceof LocalDateTime l) return Timestamp.valueOf(l).toInstant();
        if (o instanceof Instant i) return i;
        return Instant.parse(String.valueOf(o));
    }
}
