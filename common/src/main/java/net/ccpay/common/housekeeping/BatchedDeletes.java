package net.ccpay.common.housekeeping;

import jakarta.persistence.EntityManager;

import java.sql.Timestamp;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.logging.Logger;

/**
 * How every service's housekeeping deletes old rows: in batches of at most {@value #BATCH} rows, each in a
 * short transaction of its own (the supplier's, {@code REQUIRES_NEW}), repeated until a batch comes back
 * short or {@value #MAX_BATCHES} batches ran, so no pass holds many locks or a long transaction and a
 * backlog is worked off over several passes. After a full batch it rests as long as that batch took before the next
 * one, so that a backlog is deleted at most half of the time and requests slow down less meanwhile (measured in
 * docs/benchmarks.md, "Housekeeping"). Several copies of a service may run the same
 * pass at once: each batch deletes only what is still there, so the worst case is a batch that finds nothing.
 */
public final class BatchedDeletes {

    /** How a pass rests between two batches. */
    @FunctionalInterface
    public interface Pause {
        void pause(long millis) throws InterruptedException;
    }

    /** Rows per batch (per DELETE ... LIMIT). */
    public static final int BATCH = 1000;
    /** Batches per table and pass at most. */
    public static final int MAX_BATCHES = 100;
    /** The longest rest between two batches. */
    static final long MAX_PAUSE_MILLIS = 1000;

    private final Map<String, Long> deleted = new LinkedHashMap<>();
    private final long startedNanos = System.nanoTime();
    private final Pause pause;

    public BatchedDeletes() {
        this(Thread::sleep);
    }

    /** With another way to rest between batches (a test's). */
    public BatchedDeletes(Pause pause) {
        this.pause = pause;
    }

    /** Runs {@code batch} (which deletes at most {@link #BATCH} rows and answers how many) until done; records the count under {@code table}. */
    public BatchedDeletes run(String table, IntSupplier batch) {
        long n = 0;
        for (int i = 0; i < MAX_BATCHES; i++) {
            long began = System.nanoTime();
            int rows = batch.getAsInt();
            n += rows;
            if (rows < BATCH || i == MAX_BATCHES - 1) {
                break;
            }
            try {
                pause.pause(Math.min(MAX_PAUSE_MILLIS, (System.nanoTime() - began) / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the service is stopping: the rest waits for the next pass
                break;
            }
        }
        deleted.merge(table, n, Long::sum);
        return this;
    }

    /**
     * One batch: deletes at most {@link #BATCH} rows of {@code table} whose {@code column} is before {@code before}, oldest
     * first, on an index of that column (table and column are the caller's constants, never input). Run it inside a
     * short transaction of its own ({@code REQUIRES_NEW}).
     */
    public static int deleteBefore(EntityManager em, String table, String column, Timestamp before) {
        return em.createNativeQuery("DELETE FROM " + table + " WHERE " + column + " < ? ORDER BY " + column + " LIMIT " + BATCH)
                .setParameter(1, before).executeUpdate();
    }

    /** Rows deleted per table so far, in the order the tables ran. */
    public Map<String, Long> deleted() {
        return Map.copyOf(deleted);
    }

    /** Logs one INFO line naming each table with rows deleted and the time since this pass began, and nothing when no row was. */
    public void log(Logger log, String what) {
        StringBuilder line = new StringBuilder();
        deleted.forEach((table, n) -> {
            if (n > 0) {
                line.append(line.length() == 0 ? "" : ", ").append(table).append(' ').append(n);
            }
        });
        if (line.length() > 0) {
            long millis = (System.nanoTime() - startedNanos) / 1_000_000;
            log.info(() -> what + " deleted rows in " + millis + " ms: " + line);
        }
    }
}
