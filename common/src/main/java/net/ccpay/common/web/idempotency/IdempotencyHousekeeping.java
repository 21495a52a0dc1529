package net.ccpay.common.web.idempotency;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.common.housekeeping.BatchedDeletes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Deletes {@code idempotency_key} rows older than the retention ({@link IdempotencyStore#retention()}) plus
 * {@link #MARGIN}, so the table holds about a retention's worth of keys. Reads already treat a row past
 * the retention as absent (and take it over), so deleting only reclaims the space; the margin keeps the
 * two from meeting over a key at the edge of its retention. Every copy of every service runs it on its own database, every
 * {@code platform.housekeeping-millis} (10 minutes by default), in batches ({@link BatchedDeletes}).
 */
@ApplicationScoped
public class IdempotencyHousekeeping extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(IdempotencyHousekeeping.class.getName());
    /** How long after the retention a key row is deleted. */
    public static final Duration MARGIN = Duration.ofHours(1);

    @PersistenceContext
    EntityManager em;

    @Inject
    IdempotencyStore store;

    @Inject
    @ConfigProperty(name = "platform.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    private volatile String service = "";

    public IdempotencyHousekeeping() {
        super("idempotency housekeeping pass", Level.FINE);
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        service = started.service();
        store.retention(); // refuses to start with a retention below the minimum
        return Schedule.housekeeping(intervalMillis);
    }

    @Override
    protected void pass() {
        IdempotencyHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(IdempotencyHousekeeping.class).get();
        long seconds = store.retention().plus(MARGIN).toSeconds();
        new BatchedDeletes().run("idempotency_key", () -> self.deleteExpired(seconds)).log(LOG, "Idempotency housekeeping of " + service);
    }

    /** One batch of keys stored more than {@code ageSeconds} ago (on the database's clock, which stamped them). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteExpired(long ageSeconds) {
        return em.createNativeQuery("DELETE FROM idempotency_key WHERE created_at < NOW(6) - INTERVAL " + ageSeconds
                + " SECOND ORDER BY created_at LIMIT " + BatchedDeletes.BATCH).executeUpdate();
    }
}
