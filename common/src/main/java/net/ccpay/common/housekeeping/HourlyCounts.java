package net.ccpay.common.housekeeping;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;

/**
 * Counts per hour of a service's own table, and the same counts kept in an {@link HourlyTable}: {@link #counted} asks
 * the source table now (the subclass's grouped query), {@link #kept} reads the kept hours, {@link #recount} replaces
 * kept hours by a new count (one copy at a time) and {@link #forgetBefore} drops old hours. A subclass gives the
 * query and turns its result rows (hour, keys, counts, in the kept table's column order) into its own rows and back.
 *
 * @param <R> a row: one hour's counts for one combination of keys
 */
public abstract class HourlyCounts<R> implements HourlyRollupTimer.Counts {

    private final HourlyTable table;
    private final String countQuery;

    @PersistenceContext
    protected EntityManager em;

    /**
     * @param table      where the counts are kept
     * @param countQuery native SQL with two parameters, the start (inclusive) and end (exclusive) of the counted times,
     *                   selecting the kept table's columns in order (hour start in epoch seconds, keys, counts)
     */
    protected HourlyCounts(HourlyTable table, String countQuery) {
        this.table = table;
        this.countQuery = countQuery;
    }

    /** A row of the count or of the kept table, from its columns in order. */
    protected abstract R row(Object[] columns);

    /** A row's columns in the kept table's order. */
    protected abstract Object[] columns(R row);

    /** The hours of [from, to), counted now. */
    @Transactional
    public List<R> counted(Instant from, Instant to) {
        if (!from.isBefore(to)) {
            return List.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(countQuery).setParameter(1, Timestamp.from(from)).setParameter(2, Timestamp.from(to))
                .getResultList();
        return rows.stream().map(this::row).toList();
    }

    /**
     * The hours starting in [from, to) as they are kept, added up per bucket of {@code bucketSeconds} (whole hours,
     * aligned on the epoch): each row's hour is its bucket's start.
     */
    @Transactional
    public List<R> kept(Instant from, Instant to, long bucketSeconds) {
        return from.isBefore(to) ? table.kept(em, from, to, bucketSeconds).stream().map(this::row).toList() : List.of();
    }

    /**
     * Counts the hours of [from, to) (whole hours) again and keeps them, replacing what was kept, in a transaction of
     * its own. One copy at a time: while another copy recounts, this one skips its turn (-1). Returns the rows kept.
     */
    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int recount(Instant from, Instant to) {
        if (!table.takeTurn(em)) {
            return -1;
        }
        List<R> rows = counted(from, to);
        table.replace(em, from, to, rows.stream().map(this::columns).toList());
        return rows.size();
    }

    /** Forgets the hours before {@code before} (no overview reads them); the rows deleted. */
    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int forgetBefore(Instant before) {
        return table.forgetBefore(em, before);
    }
}
