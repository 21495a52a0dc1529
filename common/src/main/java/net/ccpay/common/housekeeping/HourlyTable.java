package net.ccpay.common.housekeeping;

import jakarta.persistence.EntityManager;

import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The writes every table kept per hour shares: its rows are keyed by {@code hour_start} (epoch seconds) and some key
 * columns, carry some counted columns, and are replaced whole hours at a time by a recount; a one-row table
 * {@code <table>_turn} makes the copies recount one at a time. A second table keeps the same counts per UTC day
 * (keyed by {@code day_start}): each recount adds up again the days its hours fall in, so a month is read as 30 days'
 * rows, not 720 hours' rows, whether an hour holds one payment or thousands. The owner counts and runs the
 * transaction; this class only writes, in the caller's transaction. Table and column names are the owner's
 * constants, never input.
 */
public final class HourlyTable {

    private static final int BATCH = 100;

    /** A UTC day in seconds. */
    public static final long DAY = 86_400;

    private final String table;
    private final String daily;
    private final List<String> columns;
    private final List<String> dailyColumns;
    private final List<String> keys;
    private final List<String> counted;

    /**
     * @param table   the kept table
     * @param daily   the same counts per UTC day, with {@code day_start} instead of {@code hour_start}
     * @param keys    its key columns after {@code hour_start}
     * @param counted its counted columns, replaced on a duplicate key
     */
    public HourlyTable(String table, String daily, List<String> keys, List<String> counted) {
        this.table = table;
        this.daily = daily;
        this.columns = Stream.of(List.of("hour_start"), keys, counted).flatMap(List::stream).toList();
        this.dailyColumns = Stream.of(List.of("day_start"), keys, counted).flatMap(List::stream).toList();
        this.keys = List.copyOf(keys);
        this.counted = List.copyOf(counted);
    }

    /** Takes this copy's turn to recount (a row lock held until the transaction ends); false while another copy has it. */
    public boolean takeTurn(EntityManager em) {
        return !em.createNativeQuery("SELECT id FROM " + table + "_turn WHERE id = 1 FOR UPDATE SKIP LOCKED").getResultList().isEmpty();
    }

    /**
     * The kept rows of [from, to) added up per bucket of {@code bucketSeconds} and key: each row its columns in order
     * (the bucket's start, keys, counts). Buckets are aligned on the epoch. A bucket of whole hours reads the hours
     * starting in [from, to); a bucket of whole days reads the days starting in [from, to), each whole (from must then
     * be a day's start), from the daily table. The database adds them up, so a month comes back as a row per day and
     * key, read from 30 days' rows.
     */
    @SuppressWarnings("unchecked")
    public List<Object[]> kept(EntityManager em, Instant from, Instant to, long bucketSeconds) {
        if (bucketSeconds < HourlyRollup.HOUR || bucketSeconds % HourlyRollup.HOUR != 0) {
            throw new IllegalArgumentException("a bucket is a whole number of hours, not " + bucketSeconds + " s");
        }
        boolean days = bucketSeconds % DAY == 0;
        if (days && from.getEpochSecond() % DAY != 0) {
            throw new IllegalArgumentException("a bucket of days starts at a day's start, not at " + from);
        }
        return em.createNativeQuery(summed(days ? daily : table, days ? "day_start" : "hour_start", bucketSeconds))
                .setParameter(1, from.getEpochSecond()).setParameter(2, to.getEpochSecond()).getResultList();
    }

    /**
     * SQL: the rows of {@code source} whose {@code start} column is in [?, ?), added up per bucket of {@code width}
     * seconds (aligned on the epoch) and key; its columns in order (the bucket's start, keys, counts).
     */
    private String summed(String source, String start, long width) {
        String select = Stream.of(Stream.of(start + " DIV " + width + " * " + width + " AS b"), keys.stream(),
                counted.stream().map(c -> "SUM(" + c + ")")).flatMap(s -> s).collect(Collectors.joining(", "));
        return "SELECT " + select + " FROM " + source + " WHERE " + start + " >= ? AND " + start + " < ? GROUP BY "
                + Stream.concat(Stream.of("b"), keys.stream()).collect(Collectors.joining(", "));
    }

    /**
     * Replaces the kept hours of [from, to) by {@code rows}, each its columns in order (hour, keys, counts), with one
     * delete and batched inserts; then adds up again, from the kept hours, every day those hours fall in.
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
        long dayFrom = Math.floorDiv(from.getEpochSecond(), DAY) * DAY;
        long dayTo = -Math.floorDiv(-to.getEpochSecond(), DAY) * DAY;
        em.createNativeQuery("DELETE FROM " + daily + " WHERE day_start >= ? AND day_start < ?")
                .setParameter(1, dayFrom).setParameter(2, dayTo).executeUpdate();
        em.createNativeQuery("INSERT INTO " + daily + " (" + String.join(", ", dailyColumns) + ") " + summed(table, "hour_start", DAY))
                .setParameter(1, dayFrom).setParameter(2, dayTo).executeUpdate();
    }

    /** Forgets the hours before {@code before}, and every day that starts before it; the hours deleted. */
    public int forgetBefore(EntityManager em, Instant before) {
        em.createNativeQuery("DELETE FROM " + daily + " WHERE day_start < ?").setParameter(1, before.getEpochSecond()).executeUpdate();
        return em.createNativeQuery("DELETE FROM " + table + " WHERE hour_start < ?").setParameter(1, before.getEpochSecond()).executeUpdate();
    }
}
