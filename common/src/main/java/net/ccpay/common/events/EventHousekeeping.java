package net.ccpay.common.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.common.housekeeping.BatchedDeletes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
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
 * default); the deletes are idempotent and go in batches ({@link BatchedDeletes}), each in a transaction
 * of its own, so no pass holds many locks or a long transaction.
 */
@ApplicationScoped
public class EventHousekeeping extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(EventHousekeeping.class.getName());
    static final int BATCH = BatchedDeletes.BATCH;

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.events.retention-days", defaultValue = "7")
    int retentionDays;

    @Inject
    @ConfigProperty(name = "platform.events.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    private volatile String service = "";

    public EventHousekeeping() {
        super("event housekeeping pass", Level.FINE);
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        service = started.service();
        if (retentionDays < 1) {
            throw new IllegalArgumentException("platform.events.retention-days (PLATFORM_EVENTS_RETENTION_DAYS) must be at least 1, is "
                    + retentionDays);
        }
        return Schedule.housekeeping(intervalMillis);
    }

    @Override
    protected void pass() {
        EventHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(EventHousekeeping.class).get();
        Timestamp before = Timestamp.from(Instant.now().minus(Duration.ofDays(retentionDays)));
        new BatchedDeletes()
                .run("outbox_event", () -> self.deletePublished(before))
                .run("processed_event", () -> self.deleteConsumed(before))
                .log(LOG, "Event housekeeping of " + service);
    }

    /** One batch of outbox rows published before {@code before}; never a row not yet published. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deletePublished(Timestamp before) {
        return em.createNativeQuery("DELETE FROM outbox_event WHERE published_at IS NOT NULL AND published_at < ? ORDER BY published_at LIMIT " + BATCH)
                .setParameter(1, before).executeUpdate();
    }

    /** One batch of consumed-event rows recorded before {@code before}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteConsumed(Timestamp before) {
        return em.createNativeQuery("DELETE FROM processed_event WHERE processed_at < ? ORDER BY processed_at LIMIT " + BATCH)
                .setParameter(1, before).executeUpdate();
    }
}
