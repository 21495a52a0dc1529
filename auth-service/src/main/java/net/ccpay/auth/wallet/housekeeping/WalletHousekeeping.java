package net.ccpay.auth.wallet.housekeeping;

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
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Deletes what the wallet flows no longer need: OTP target keys ({@code otp_target_key}) and pending
 * signed requests ({@code wallet_signed_request}: every challenge with a {@code requestId}) once they
 * expired more than {@code platform.wallet.challenge-retention-hours} (24) ago, used or not (a used one
 * was already refused by its flag, an expired one by its time, so the grace only keeps recent rows for a
 * support question), and sessions ({@code auth_session}) once they expired or were revoked more than
 * {@code platform.wallet.session-retention-days} (7) ago. Judged on the system clock, never the sandbox
 * clock, which only runs ahead: a row is never deleted before it expired for real.
 *
 * <p>Every copy of the service runs it every {@code platform.housekeeping-millis} (10 minutes), in batches
 * ({@link BatchedDeletes}), each in a transaction of its own; the deletes are idempotent.
 */
@ApplicationScoped
public class WalletHousekeeping extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(WalletHousekeeping.class.getName());

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.wallet.challenge-retention-hours", defaultValue = "24")
    long challengeRetentionHours;

    @Inject
    @ConfigProperty(name = "platform.wallet.session-retention-days", defaultValue = "7")
    long sessionRetentionDays;

    @Inject
    @ConfigProperty(name = "platform.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    public WalletHousekeeping() {
        super("wallet housekeeping pass", Level.FINE);
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        atLeast("platform.wallet.challenge-retention-hours", 1, challengeRetentionHours);
        atLeast("platform.wallet.session-retention-days", 1, sessionRetentionDays);
        return Schedule.housekeeping(intervalMillis);
    }

    @Override
    protected void pass() {
        jakarta.enterprise.inject.spi.CDI.current().select(WalletHousekeeping.class).get().purge(Instant.now()).log(LOG, "Wallet housekeeping");
    }

    /** One pass as of {@code now}: the rows deleted per table. Runs no transaction itself: each batch has its own. */
    public BatchedDeletes purge(Instant now) {
        WalletHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(WalletHousekeeping.class).get();
        Timestamp expired = Timestamp.from(now.minus(Duration.ofHours(challengeRetentionHours)));
        Timestamp ended = Timestamp.from(now.minus(Duration.ofDays(sessionRetentionDays)));
        BatchedDeletes pass = new BatchedDeletes();
        for (Map.Entry<String, String> t : Map.of("otp_target_key", "expires_at", "wallet_signed_request", "expires_at").entrySet()) {
            pass.run(t.getKey(), () -> self.deleteBefore(t.getKey(), t.getValue(), expired));
        }
        pass.run("auth_session", () -> self.deleteBefore("auth_session", "expires_at", ended));
        pass.run("auth_session", () -> self.deleteBefore("auth_session", "revoked_at", ended));
        return pass;
    }

    /** One batch of {@code table}'s rows whose {@code column} is before {@code before} (table and column are this class's constants). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteBefore(String table, String column, Timestamp before) {
        return em.createNativeQuery("DELETE FROM " + table + " WHERE " + column + " < ? ORDER BY " + column + " LIMIT " + BatchedDeletes.BATCH)
                .setParameter(1, before).executeUpdate();
    }
}
