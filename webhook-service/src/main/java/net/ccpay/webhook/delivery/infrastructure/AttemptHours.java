package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.housekeeping.HourlyRollup;
import net.ccpay.common.housekeeping.HourlyRollupTimer;
import net.ccpay.common.housekeeping.HourlyTable;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Delivery attempts per hour (UTC) that delivered (2xx, or 409: the receiver already had it) and that failed: counted
 * from {@code webhook_attempt} over a range of start times (index {@code webhook_attempt_overview}), or as kept in
 * {@code attempt_hourly}, which {@link #recount} writes from the same count ({@link AttemptHourlyRollup} keeps it).
 */
@ApplicationScoped
public class AttemptHours implements HourlyRollupTimer.Counts {

    private static final HourlyTable TABLE = new HourlyTable("attempt_hourly", List.of("delivered"), List.of("attempts"));

    /** One hour's attempts that delivered, or that failed. */
    public record Row(long hourStart, boolean delivered, long attempts) {}

    @PersistenceContext
    EntityManager em;

    /** The attempts started in [from, to), counted now. */
    @Transactional
    public List<Row> counted(Instant from, Instant to) {
        if (!from.isBefore(to)) {
            return List.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT FLOOR(UNIX_TIMESTAMP(started_at) / " + HourlyRollup.HOUR + ") * " + HourlyRollup.HOUR
                        + " AS h, outcome IN ('DELIVERED', 'DUPLICATE') AS ok, COUNT(*) FROM webhook_attempt WHERE started_at >= ? AND started_at < ? "
                        + "GROUP BY h, ok")
                .setParameter(1, Timestamp.from(from)).setParameter(2, Timestamp.from(to)).getResultList();
        return rows(rows);
    }

    /** The hours starting in [from, to) as {@code attempt_hourly} keeps them. */
    @Transactional
    public List<Row> kept(Instant from, Instant to) {
        return from.isBefore(to) ? rows(TABLE.kept(em, from, to)) : List.of();
    }

    /**
     * Counts the hours of [from, to) (whole hours) again and keeps them, replacing what was kept, in a transaction of
     * its own. One copy at a time: while another copy recounts, this one skips its turn (-1). Returns the rows kept.
     */
    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int recount(Instant from, Instant to) {
        if (!TABLE.takeTurn(em)) {
            return -1;
        }
        List<Row> rows = counted(from, to);
        TABLE.replace(em, from, to, rows.stream().map(r -> new Object[] {r.hourStart(), r.delivered(), r.attempts()}).toList());
        return rows.size();
    }

    /** Forgets the hours before {@code before} (no overview reads them); the rows deleted. */
    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int forgetBefore(Instant before) {
        return TABLE.forgetBefore(em, before);
    }

    private static List<Row> rows(List<Object[]> rows) {
        List<Row> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            boolean ok = r[1] instanceof Boolean b ? b : ((Number) r[1]).intValue() == 1;
            out.add(new Row(((Number) r[0]).longValue(), ok, ((Number) r[2]).longValue()));
        }
        return out;
    }
}
