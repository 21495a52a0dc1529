package net.ccpay.webhook.delivery.infrastructure;

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
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps webhook-service's delivery history bounded. Two retentions:
 * <ul>
 *   <li>{@code webhook_attempt} rows (each attempt's URL, status, latency, error and answer, shown by
 *       {@code GET /ops/webhooks/{id}}) are deleted {@code platform.webhook.attempt-retention-days} (30)
 *       after the attempt started;
 *   <li>a webhook itself (its body and delivery summary, listed by {@code GET /ops/webhooks}) is deleted,
 *       with its delivery row and any attempts left, {@code platform.webhook.retention-days} (90) after it
 *       was made, once its delivery is over ({@code DELIVERED}, {@code DUPLICATE}, {@code FAILED},
 *       {@code GAVE_UP}) or it was never attempted (no endpoint was set all that time). A webhook being
 *       retried, or claimed by a delivery worker (its lease pushes {@code next_attempt_at} ahead), is kept. The public contract promises no retention for either.
 * </ul>
 * Every copy runs it every {@code platform.housekeeping-millis} (10 minutes), in batches
 * ({@link BatchedDeletes}); a webhook a delivery worker holds is skipped ({@code SKIP LOCKED}) and taken
 * by a later pass.
 */
@ApplicationScoped
public class WebhookHousekeeping extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(WebhookHousekeeping.class.getName());
    /** Longer than the default retry window (7 days), so a webhook's history outlives its retries. */
    static final long MIN_RETENTION_DAYS = 8;

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.webhook.attempt-retention-days", defaultValue = "30")
    long attemptRetentionDays;

    @Inject
    @ConfigProperty(name = "platform.webhook.retention-days", defaultValue = "90")
    long retentionDays;

    @Inject
    @ConfigProperty(name = "platform.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    public WebhookHousekeeping() {
        super("webhook housekeeping pass", Level.FINE);
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        atLeast("platform.webhook.attempt-retention-days", 1, attemptRetentionDays);
        atLeast("platform.webhook.retention-days", MIN_RETENTION_DAYS, retentionDays);
        return Schedule.housekeeping(intervalMillis);
    }

    @Override
    protected void pass() {
        WebhookHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(WebhookHousekeeping.class).get();
        Instant now = Instant.now();
        Timestamp attemptsBefore = Timestamp.from(now.minus(Duration.ofDays(attemptRetentionDays)));
        Timestamp webhooksBefore = Timestamp.from(now.minus(Duration.ofDays(retentionDays)));
        new BatchedDeletes()
                .run("webhook_attempt", () -> self.deleteAttempts(attemptsBefore))
                .run("webhook", () -> self.deleteWebhooks(webhooksBefore))
                .log(LOG, "Webhook housekeeping");
    }

    /** One batch of attempts started before {@code before}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteAttempts(Timestamp before) {
        return em.createNativeQuery("DELETE FROM webhook_attempt WHERE started_at < ? ORDER BY started_at LIMIT " + BatchedDeletes.BATCH)
                .setParameter(1, before).executeUpdate();
    }

    /**
     * One batch of webhooks made before {@code before} whose delivery is over or never started, with their
     * delivery rows and attempts; answers how many webhooks.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteWebhooks(Timestamp before) {
        @SuppressWarnings("unchecked")
        List<String> ids = em.createNativeQuery("SELECT d.webhook_id FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id "
                        + "WHERE w.created_at < ? AND (d.state <> 'PENDING' OR (d.attempts = 0 AND d.next_attempt_at <= ?)) "
                        + "ORDER BY w.created_at LIMIT " + BatchedDeletes.BATCH + " FOR UPDATE SKIP LOCKED")
                .setParameter(1, before).setParameter(2, Timestamp.from(Instant.now())).getResultList();
        if (ids.isEmpty()) {
            return 0;
        }
        for (String table : new String[] {"webhook_attempt", "webhook_delivery", "webhook"}) {
            String column = table.equals("webhook") ? "id" : "webhook_id";
            var delete = em.createNativeQuery("DELETE FROM " + table + " WHERE " + column + " IN ("
                    + String.join(", ", java.util.Collections.nCopies(ids.size(), "?")) + ")");
            for (int i = 0; i < ids.size(); i++) {
                delete.setParameter(i + 1, ids.get(i));
            }
            delete.executeUpdate();
        }
        return ids.size();
    }
}
