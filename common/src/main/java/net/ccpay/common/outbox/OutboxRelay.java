package net.ccpay.common.outbox;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import net.ccpay.common.ops.Metrics;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Moves committed outbox rows to the broker: right after each commit, and on a fixed poll so that
 * rows left behind by a broker outage or a crash go out as soon as the broker is back.
 */
@ApplicationScoped
public class OutboxRelay {

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class.getName());
    private static final int BATCH = 100;

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    OutboxStore store;

    @Inject
    @ConfigProperty(name = "platform.outbox.poll-millis", defaultValue = "1000")
    long pollMillis;

    @Inject
    @ConfigProperty(name = "platform.metrics.refresh-millis", defaultValue = "5000")
    long metricsRefreshMillis;

    private final AtomicBoolean draining = new AtomicBoolean();
    private volatile OutboxStore.Backlog backlog = new OutboxStore.Backlog(0, null);
    private ScheduledFuture<?> backlogReader;
    private volatile boolean brokerWasDown;
    private volatile boolean databaseWasDown;
    private ScheduledFuture<?> poller;

    public void start() {
        poller = scheduler.scheduleWithFixedDelay(this::drain, 0, pollMillis, TimeUnit.MILLISECONDS);
        if (Metrics.enabled()) {
            // /metrics reads the last figures; the outbox table is read once per refresh, not per scrape
            Metrics.gauge("outbox.backlog", "Events recorded but not yet published to the broker", null, () -> backlog.pending(), Map.of());
            Metrics.gauge("outbox.oldest.age", "Seconds since the oldest unpublished event was recorded (0 when none)", "seconds", () -> {
                Instant oldest = backlog.oldestCreatedAt();
                return oldest == null ? 0.0 : Math.max(0, Duration.between(oldest, Instant.now()).toMillis() / 1000.0);
            }, Map.of());
            backlogReader = scheduler.scheduleWithFixedDelay(this::readBacklog, 0, metricsRefreshMillis, TimeUnit.MILLISECONDS);
        }
    }

    private void readBacklog() {
        try {
            backlog = store.backlog();
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "outbox backlog not readable now", e);
        }
    }

    void afterCommit(@Observes(during = TransactionPhase.AFTER_SUCCESS) Outbox.Recorded recorded) {
        if (poller != null) {
            scheduler.execute(this::drain);
        }
    }

    void drain() {
        if (!draining.compareAndSet(false, true)) {
            return;
        }
        try {
            int n;
            do {
                n = store.publishBatch(BATCH);
                if (n < 0 && !brokerWasDown) {
                    brokerWasDown = true;
                    LOG.warning("Broker unreachable: events stay in the outbox and are published when it returns");
                } else if (n >= 0 && brokerWasDown) {
                    brokerWasDown = false;
                    LOG.info("Broker reachable again: publishing pending outbox events");
                }
            } while (n == BATCH);
            databaseWasDown = false;
        } catch (RuntimeException e) {
            // Typically the database is unreachable; say it once per outage, not once per poll.
            if (!databaseWasDown) {
                databaseWasDown = true;
                LOG.log(Level.WARNING, "Outbox relay cannot read the outbox; retrying every " + pollMillis + " ms", e);
            }
        } finally {
            draining.set(false);
        }
    }

    @PreDestroy
    void stop() {
        if (poller != null) {
            poller.cancel(false);
        }
        if (backlogReader != null) {
            backlogReader.cancel(false);
        }
    }
}
