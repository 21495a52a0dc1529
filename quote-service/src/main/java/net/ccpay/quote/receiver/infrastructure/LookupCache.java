package net.ccpay.quote.receiver.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.ops.Metrics;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.sql.DataSource;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.zip.CRC32;

/**
 * The reads of external-account lookups, kept between requests in this copy of quote-service under a rule that
 * makes every copy see a change as soon as the change's request has its answer.
 *
 * <p><b>Versions.</b> The table {@code lookup_shard_version} holds a version per shard of keys (CRC32 of the id,
 * modulo {@link #SHARDS}). Triggers add 1 to a shard in every transaction that changes what a lookup reads
 * under one of its keys: an external account's currency or deletion, a read-model customer, a customer's
 * internal accounts. A poller reads the 64 versions every {@code poll-ms} (10 ms) into a {@link Snapshot} that
 * records when its query was sent.
 *
 * <p><b>Serving.</b> A kept read is used only while the newest snapshot was sent less than {@code lease-ms}
 * (50 ms) ago and the versions of its account's and its customer's shards are the ones it was kept under. A read
 * is kept under the versions of the snapshot taken before it went to the database, so a change that committed
 * between that snapshot and the read makes it stale at once, never the reverse. When the poller falls behind
 * (the database is down, the machine is starved), nothing kept is used and every lookup reads the database.
 *
 * <p><b>Writers wait.</b> A transaction that changes such data calls {@link #changedInThisTransaction}: after it
 * commits, its thread waits {@code lease-ms} (plus a margin) before the request or the event batch goes on. By
 * then every copy that still serves kept reads has a snapshot sent after the commit, which holds the new version.
 * The triggers catch every write; the wait is what makes the change visible in every copy by the time its
 * answer is given. A writer that does not wait (a copy of an older release during a rolling upgrade, or a crash
 * between commit and answer) is seen by every copy within {@code lease-ms}.
 */
@ApplicationScoped
public class LookupCache {

    private static final Logger LOG = Logger.getLogger(LookupCache.class.getName());

    /** Shards of {@code lookup_shard_version}; the triggers of migration V14_1 use the same modulus. */
    public static final int SHARDS = 64;

    /** Kept reads beyond this many are dropped all at once (a bound on memory, not an eviction policy). */
    static final int MAX_ENTRIES = 200_000;

    private static final Object WAIT_KEY = new Object();

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    @Resource(lookup = "java:comp/DefaultManagedThreadFactory")
    ManagedThreadFactory threads;

    @PersistenceContext
    EntityManager em;

    @Resource(lookup = "java:comp/TransactionSynchronizationRegistry")
    TransactionSynchronizationRegistry transactions;

    @Inject
    @ConfigProperty(name = "platform.lookup.cache", defaultValue = "true")
    boolean enabled;

    @Inject
    @ConfigProperty(name = "platform.lookup.cache.poll-ms", defaultValue = "10")
    long pollMillis;

    @Inject
    @ConfigProperty(name = "platform.lookup.cache.lease-ms", defaultValue = "50")
    long leaseMillis;

    /** The versions as one poll read them, and when that poll's query was sent ({@link System#nanoTime()}). */
    record Snapshot(long sentAt, long[] versions) {}

    /** A kept read, with the versions of its two shards it is valid under. */
    private record Entry(Object value, int accountShard, long accountVersion, int customerShard, long customerVersion) {
        boolean validUnder(long[] versions) {
            return versions[accountShard] == accountVersion && versions[customerShard] == customerVersion;
        }
    }

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private volatile Snapshot snapshot;
    private volatile boolean running;
    private Thread poller;
    private Metrics.Counter hits;
    private Metrics.Counter misses;

    void onStart(@Observes ServiceBootstrap.Started started) {
        if (!enabled) {
            LOG.info("Lookup cache off (platform.lookup.cache=false): every lookup reads the database");
            return;
        }
        hits = Metrics.counter("lookup.cache", "External-account lookups answered from kept reads, or read from the database",
                Map.of("result", "hit"));
        misses = Metrics.counter("lookup.cache", "External-account lookups answered from kept reads, or read from the database",
                Map.of("result", "miss"));
        Metrics.gauge("lookup.cache.entries", "Lookup reads kept by this copy", null, entries::size, Map.of());
        running = true;
        poller = threads.newThread(this::poll);
        poller.setName("lookup-cache-versions");
        poller.start();
    }

    /**
     * The value kept for these keys when it is still valid, else {@code read}'s, which is kept when {@code keep}
     * says so. {@code accountId} and {@code customerId} are the keys whose changes make it stale.
     */
    @SuppressWarnings("unchecked")
    public <T> T get(String accountId, String customerId, Supplier<T> read, Predicate<T> keep) {
        Snapshot s = current();
        if (s == null) {
            return read.get();
        }
        String key = accountId + '\n' + customerId;
        Entry e = entries.get(key);
        if (e != null && e.validUnder(s.versions())) {
            hits.inc();
            return (T) e.value();
        }
        misses.inc();
        T value = read.get();
        if (keep.test(value)) {
            if (entries.size() >= MAX_ENTRIES) {
                entries.clear();
            }
            int a = shard(accountId);
            int c = shard(customerId);
            entries.put(key, new Entry(value, a, s.versions()[a], c, s.versions()[c]));
        }
        return value;
    }

    /** The newest snapshot while it is recent enough to serve from, else null. */
    private Snapshot current() {
        Snapshot s = snapshot;
        return s != null && System.nanoTime() - s.sentAt() < TimeUnit.MILLISECONDS.toNanos(leaseMillis) ? s : null;
    }

    /**
     * Says that the current transaction changes what lookups read under these keys (account or customer ids).
     * Adds 1 to their shards now, in shard order, so that the transaction takes those row locks first and in the
     * same order as every other writer (the triggers then add to rows it already holds); and once it commits,
     * this thread waits until every copy's kept reads have seen the change. The triggers bump the shards of
     * every write anyway: a path that does not call this is still seen, within {@code lease-ms}.
     * Requires an active transaction.
     */
    public void changedInThisTransaction(String... keys) {
        if (transactions.getTransactionStatus() != Status.STATUS_ACTIVE) {
            throw new IllegalStateException("changedInThisTransaction runs inside the transaction that changes the data");
        }
        String shards = Arrays.stream(keys).filter(Objects::nonNull).mapToInt(LookupCache::shard).distinct().sorted()
                .mapToObj(Integer::toString).collect(Collectors.joining(","));
        if (shards.isEmpty()) {
            return;
        }
        em.createNativeQuery("UPDATE lookup_shard_version SET version = version + 1 WHERE shard IN (" + shards + ")").executeUpdate();
        if (!enabled || transactions.getResource(WAIT_KEY) != null) {
            return;
        }
        transactions.putResource(WAIT_KEY, Boolean.TRUE);
        long waitMillis = leaseMillis + Math.max(5, pollMillis);
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
                // nothing: the versions are written
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    sleep(waitMillis);
                }
            }
        });
    }

    /** The shard of a key, as the triggers compute it: {@code CRC32(key) % 64} over its UTF-8 bytes. */
    public static int shard(String key) {
        CRC32 crc = new CRC32();
        crc.update(key.getBytes(StandardCharsets.UTF_8));
        return (int) (crc.getValue() % SHARDS);
    }

    private void poll() {
        boolean warned = false;
        while (running) {
            long sentAt = System.nanoTime();
            try {
                snapshot = new Snapshot(sentAt, readVersions());
                if (warned) {
                    LOG.info("Lookup cache: reading shard versions again; kept lookups are served again");
                    warned = false;
                }
                sleep(pollMillis);
            } catch (RuntimeException | SQLException e) {
                if (!warned) {
                    LOG.log(Level.WARNING, "Lookup cache: cannot read shard versions (" + e.getMessage()
                            + "); every lookup reads the database until they can be read again");
                    warned = true;
                }
                sleep(Math.max(pollMillis, 500));
            }
        }
    }

    private long[] readVersions() throws SQLException {
        long[] versions = new long[SHARDS];
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT shard, version FROM lookup_shard_version");
             ResultSet rs = ps.executeQuery()) {
            int seen = 0;
            while (rs.next()) {
                versions[rs.getInt(1)] = rs.getLong(2);
                seen++;
            }
            if (seen != SHARDS) {
                throw new SQLException("lookup_shard_version holds " + seen + " rows, not " + SHARDS);
            }
        }
        return versions;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @PreDestroy
    void stop() {
        running = false;
        if (poller != null) {
            poller.interrupt();
        }
    }
}
