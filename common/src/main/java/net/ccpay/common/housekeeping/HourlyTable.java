package net.ccpay.common.housekeeping;

import jakarta.persistence.EntityManager;

import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The writes every table kept per hour shares: its rows are keyed by {@code hour_start} (epoch seconds) and some key
 * columns, carry some counted columns, and are replaced whole hours at a time by a recount; a one-row table
 * {@code <table>_turn} makes the copies recount one at a time. The owner counts and runs the transaction; this class
 * only writes, in the caller's transaction. Table and column names are the owner's constants, never input.
 */
public final class HourlyTable {

    private static final int BATCH = 100;

    private final String table;
    private final List<String> columns;
    private final List<String> keys;
    private final List<String> counted;

    /**
     * @param table   the kept table
     * @param keys    its key columns after {@code hour_start}
     * @param counted its counted columns, replaced on a duplicate key
     */
    public HourlyTable(String table, List<String> keys, List<String> counted) {
        this.table = table;
        this.columns = Stream.of(List.of("hour_start"), keys, counted).flatMap(List::stream).toList();
        this.keys = List.copyOf(keys);
        this.counted = List.copyOf(counted);
    }

    /** Takes this copy's turn to recount (a row lock held until the transaction ends); false while another copy has it. */
    public boolean takeTurn(EntityManager em) {
        return !em.createNativeQuery("SELECT id FROM " + table + "_turn WHERE id = 1 FOR UPDATE SKIP LOCKED").getResultList().isEmpty();
    }

    /**
     * The kept rows of the hours starting in [from, to), added up per bucket of {@code bucketSeconds} (a whole number of
     * hours, buckets aligned on the epoch: an hour, a UTC day) and key: each row its columns in order (the bucket's start,
     * keys, counts). The database adds them up, so a month of hours comes back as a row per day and key, not as the
     * 720 hours' rows.
     */
    @SuppressWarnings("unchecked")
    public List<Object[]> kept(EntityManager em, Instant from, Instant to, long bucketSeconds) {
        if (bucketSeconds < HourlyRollup.HOUR || bucketSeconds % HourlyRollup.HOUR != 0) {
            throw new IllegalArgumentException("a bucket is a whole number of hours, not " + bucketSeconds + " s");
        }
        String bucket = "hour_start DIV " + bucketSeconds + " * " + bucketSeconds;
        String sums = counted.stream().map(c -> "SUM(" + c + ")").collect(java.util.stream.Collectors.joining(", "));
        String group = Stream.concat(Stream.of("b"), keys.stream()).collect(java.util.stream.Collectors.joining(", "));
        return em.createNativeQuery("SELECT " + bucket + " AS b" + keys.stream().map(k -> ", " + k).collect(java.util.stream.Collectors.joining())
                        + ", " + sums + " FROM " + table + " WHERE hour_start >= ? AND hour_start < ? GROUP BY " + group)
                .setParameter(1, from.getEpochSecond()).setParameter(2, to.getEpochSecond()).getResultList();
    }

    /**
     * Replaces the kept hours of [from, to) by {@code rows}, each its columns in order (hour, keys, counts), with one
     * delete and batched inserts.
     */
    public void replace(EntityManager em, Instant from, Instant to, List<Object[]> rows) {
        em.createNativeQuery("DELETE FROM " + table + " WHERE hour_start >= ? AND hour_start < ?")
                .setParameter(1, from.getEpochSecond()).setParameter(2, to.getEpochSecond()).executeUpdate();
        String values = columns.stream().map(c -> "?").collect(Collectors.joining(", ", "(", ")"));
        String update = counted.stream().map(c -> c + " = VALUES(" + c + ")").collect(Collectors.joining(", "));
        for (int i = 0; i < rows.size(); i += BATCH) {
            List<Object[]> part = rows.subList(i, Math.min(rows.size(), i + BATCH));
            String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES "
                    + String.join(", ", java.util.Collections.nCopies(part.size(), values)) + " ON DUPLICATE KEY UPDATE " + update;
            var q = em.createNativeQuery(sql);
            int p = 0;
            for (Object[] row : part) {
                for (Object v : row) {
                    q.setParameter(++p, v);
                }
            }
            q.executeUpdate();
        }
    }

    /** Forgets the hours before {@code before}; the rows deleted. */
    public int forgetBefore(EntityManager em, Instant before) {
        return em.createNativeQuery("DELETE FROM " + table + " WHERE hour_start < ?").setParameter(1, before.getEpochSecond()).executeUpdate();
    }
}
