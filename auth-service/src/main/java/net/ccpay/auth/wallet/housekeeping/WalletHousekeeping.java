package net.ccpay.auth.wallet.housekeeping;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Deletes what the wallet flows no longer need: OTP target keys and pending signed requests a day after
 * they expired (used or not; a used one was already refused by its flag, an expired one by its time, so
 * the day of grace only keeps recent rows for a support question), and sessions a week after they ended.
 * Every copy of the service runs it; the deletes are idempotent and bounded per pass.
 */
@ApplicationScoped
public class WalletHousekeeping {

    private static final Logger LOG = Logger.getLogger(WalletHousekeeping.class.getName());
    static final Duration KEEP_EXPIRED = Duration.ofDays(1);
    static final Duration KEEP_ENDED_SESSIONS = Duration.ofDays(7);
    static final int BATCH = 1000;

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        task = scheduler.scheduleWithFixedDelay(this::pass, 60, 600, TimeUnit.SECONDS);
    }

    private void pass() {
        try {
            int n = jakarta.enterprise.inject.spi.CDI.current().select(WalletHousekeeping.class).get().purge(Instant.now());
            if (n > 0) {
                LOG.fine(() -> "wallet housekeeping deleted " + n + " expired rows");
            }
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "wallet housekeeping pass failed; the next pass retries", e);
        }
    }

    /** One pass: how many rows it deleted. */
    @Transactional
    public int purge(Instant now) {
        Timestamp expired = Timestamp.from(now.minus(KEEP_EXPIRED));
        Timestamp ended = Timestamp.from(now.minus(KEEP_ENDED_SESSIONS));
        int n = em.createNativeQuery("DELETE FROM otp_target_key WHERE expires_at < ? LIMIT " + BATCH)
                .setParameter(1, expired).executeUpdate();
        n += em.createNativeQuery("DELETE FROM wallet_signed_request WHERE expires_at < ? LIMIT " + BATCH)
                .setParameter(1, expired).executeUpdate();
        n += em.createNativeQuery("DELETE FROM auth_session WHERE (expires_at < ? OR revoked_at < ?) LIMIT " + BATCH)
                .setParameter(1, ended).setParameter(2, ended).executeUpdate();
        return n;
    }

    @PersistenceContext
    EntityManager em;

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
