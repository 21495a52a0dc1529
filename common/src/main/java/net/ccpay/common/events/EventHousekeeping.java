package net.ccpay.common.events;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the event tables from growing without end: outbox rows published more than
 * {@code platform.events.retention-days} ago (7 by default) and consumed-event rows older than that are
 * deleted. A published row is never read again (the broker has it and its consumers deduplicate by id),
 * and a consumed-event row only has to outlive any redelivery of its event, which comes within minutes.
 * Rows still waiting to be published are never deleted, whatever their age.
 *
 * <p>Every copy of the service runs it, every {@code platform.events.housekeeping-millis} (10 minutes by
 * default); the deletes are idempotent and go in batches of {@value #BATCH} rows, each in a transaction
 * of its own, so no pass holds many locks or a long transaction.
 */
@ApplicationScoped
public class EventHousekeeping {

    private static final Logger LOG = Logger.getLogger(EventHousekeeping.class.getName());
    static final int BATCH = 1000;
    /** Batches per table and pass at most: a backlog of old rows is worked off over several passes. */
    static final int MAX_BATCHES = 100;

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.events.retention-days", defaultValue = "7")
    int retentionDays;

    @Inject
    @ConfigProperty(name = "platform.events.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        if (retentionDays < 1) {
            throw new IllegalArgumentException("platform.events.retention-days (PLATFORM_EVENTS_RETENTION_DAYS) must be at least 1, is "
                    + retentionDays);
        }
        long interval = Math.max(1000, intervalMillis);
        task = scheduler.scheduleWithFixedDelay(this::pass, Math.min(60_000, interval), interval, TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            EventHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(EventHousekeeping.class).get();
            Timestamp before = Timestamp.from(Instant.now().minus(Duration.ofDays(retentionDays)));
            long outbox = inBatches(() -> self.deletePublished(before));
            long inbox = inBatches(() -> self.deleteConsumed(before));
            if (outbox + inbox > 0) {
                LOG.info(() -> "Event housekeeping deleted " + outbox + " published outbox rows and " + inbox
                        + " consumed-event rows older than " + retentionDays + " days");
            }
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "event housekeeping pass failed; the next pass retries", e);
        }
    }

    /** Deletes batch after batch until one comes back short, at most {@link #MAX_BATCHES}; how many rows in all. */
    private static long inBatches(java.util.function.IntSupplier batch) {
        long deleted = 0;
        for (int i = 0; i < MAX_BATCHES; i++) {
            int n = batch.getAsInt();
            deleted += n;
            if (n < BATCH) {
                break;
            }
        }
        return deleted;
    }

    /** One batch of outbox rows published before {@code before}; never a row not yet published. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deletePublished(Timestamp before) {
        return em.createNativeQuery("DELETE FROM outbox_event WHERE published_at IS NOT NULL AND published_at < ? LIMIT " + BATCH)
                .setParameter(1, before).executeUpdate();
    }

    /** One batch of consumed-event rows recorded before {@code before}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteConsumed(Timestamp before) {
        return em.createNativeQuery("DELETE FROM processed_event WHERE processed_at < ? LIMIT " + BATCH)
                .setParameter(1, before).executeUpdate();
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
