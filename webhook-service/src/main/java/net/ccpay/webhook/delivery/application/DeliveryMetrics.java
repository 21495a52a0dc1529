package net.ccpay.webhook.delivery.application;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.ops.Metrics;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.DeliveryRepository;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * webhook-service's metrics: {@code webhook.deliveries} counts delivery attempts by outcome (acknowledged,
 * duplicate, retry, rejected: {@link AttemptResult.Verdict}); {@code webhook.queue.pending} and
 * {@code webhook.queue.oldest.age} are the webhooks waiting for a successful delivery and how long ago the
 * oldest of them was committed, read from the delivery table every {@code platform.metrics.refresh-millis}
 * (one indexed query; scrapes only read the last figures).
 */
@ApplicationScoped
public class DeliveryMetrics {

    private static final Logger LOG = Logger.getLogger(DeliveryMetrics.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    DeliveryLog log;

    @Inject
    @ConfigProperty(name = "platform.metrics.refresh-millis", defaultValue = "5000")
    long refreshMillis;

    private final Map<AttemptResult.Verdict, Metrics.Counter> attempts = new EnumMap<>(AttemptResult.Verdict.class);
    private volatile DeliveryRepository.Backlog backlog = new DeliveryRepository.Backlog(0, null);
    private ScheduledFuture<?> refresher;

    void start() {
        for (AttemptResult.Verdict v : AttemptResult.Verdict.values()) {
            attempts.put(v, Metrics.counter("webhook.deliveries", "Webhook delivery attempts, by outcome",
                    Map.of("outcome", v.name().toLowerCase(Locale.ROOT))));
        }
        if (!Metrics.enabled()) {
            return;
        }
        Metrics.gauge("webhook.queue.pending", "Webhooks not yet delivered (first attempt due, or retrying)", null,
                () -> backlog.pending(), Map.of());
        Metrics.gauge("webhook.queue.oldest.age", "Seconds since the oldest undelivered webhook was committed (0 when none)",
                "seconds", () -> {
                    Instant oldest = backlog.oldestCommittedAt();
                    return oldest == null ? 0.0 : Math.max(0, Duration.between(oldest, Instant.now()).toMillis() / 1000.0);
                }, Map.of());
        refresher = scheduler.scheduleWithFixedDelay(this::refresh, 0, refreshMillis, TimeUnit.MILLISECONDS);
    }

    void attempt(AttemptResult r) {
        Metrics.Counter c = attempts.get(r.verdict());
        if (c != null) {
            c.inc();
        }
    }

    private void refresh() {
        try {
            backlog = log.backlog();
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "webhook backlog not readable now", e);
        }
    }

    @PreDestroy
    void stop() {
        if (refresher != null) {
            refresher.cancel(false);
        }
    }
}
