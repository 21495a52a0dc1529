package net.ccpay.common.housekeeping;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * Deletes a service's one-time challenges once they expired more than {@code platform.challenge-retention-days} (30)
 * ago, whatever became of them: agents' device codes (auth-service), SCA login challenges (customer-service), SCA and
 * ownership challenges (quote-service). Only a challenge that has not expired is ever needed (what a challenge proved
 * is kept with its subject: the agent's token, the SCA session, the payment, the account), so an older one is support
 * history. Each service names its tables, each with an {@code expires_at} column and an index on it, in its own
 * {@code platform.housekeeping.challenge-tables}; a service that names none runs nothing. Judged on the system clock,
 * never the sandbox clock. Every copy runs it every {@code platform.housekeeping-millis} (10 minutes), in batches
 * ({@link BatchedDeletes}).
 */
@ApplicationScoped
public class ChallengeHousekeeping extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(ChallengeHousekeeping.class.getName());
    private static final Pattern TABLE = Pattern.compile("[a-z_]+");

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.challenge-retention-days", defaultValue = "30")
    long retentionDays;

    @Inject
    @ConfigProperty(name = "platform.housekeeping.challenge-tables")
    Optional<String> tableNames;

    @Inject
    @ConfigProperty(name = "platform.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    private volatile List<String> tables = List.of();
    private volatile String service = "";

    public ChallengeHousekeeping() {
        super("challenge housekeeping pass", Level.FINE);
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        atLeast("platform.challenge-retention-days", 1, retentionDays);
        tables = tables(tableNames.orElse(null));
        service = started.service();
        return Schedule.housekeeping(intervalMillis);
    }

    /** The table names of the setting (a service's constant, never input): lower-case words, comma-separated. */
    static List<String> tables(String setting) {
        List<String> names = setting == null ? List.of()
                : Arrays.stream(setting.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        for (String n : names) {
            if (!TABLE.matcher(n).matches()) {
                throw new IllegalArgumentException("platform.housekeeping.challenge-tables names a table as lower-case words: " + n);
            }
        }
        return names;
    }

    @Override
    protected void pass() {
        ChallengeHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(ChallengeHousekeeping.class).get();
        Timestamp expired = Timestamp.from(Instant.now().minus(Duration.ofDays(retentionDays)));
        BatchedDeletes pass = new BatchedDeletes();
        for (String table : tables) {
            pass.run(table, () -> self.deleteExpiredBefore(table, expired));
        }
        pass.log(LOG, "Challenge housekeeping of " + service);
    }

    /** One batch of {@code table}'s challenges that expired before {@code before}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteExpiredBefore(String table, Timestamp before) {
        return BatchedDeletes.deleteBefore(em, table, "expires_at", before);
    }
}
