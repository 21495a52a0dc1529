package net.ccpay.quote.payments.infrastructure;

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
 * Payments per hour (UTC), currency and status, with their sent amounts: counted from {@code money_transaction} over a
 * range of creation times (a GROUP BY over index {@code money_transaction_overview}), or as kept in
 * {@code payment_hourly}, which {@link #recount} writes from the same count. The payments overview reads the kept
 * hours and counts only the last ones; {@link PaymentHourlyRollup} keeps them.
 */
@ApplicationScoped
public class PaymentHours implements HourlyRollupTimer.Counts {

    private static final HourlyTable TABLE = new HourlyTable("payment_hourly", List.of("currency", "status"), List.of("payments", "amount"));

    /** One hour's payments of one currency and status. */
    public record Row(long hourStart, String currency, String status, long payments, long amount) {}

    @PersistenceContext
    EntityManager em;

    /** The payments created in [from, to), counted now. */
    @Transactional
    public List<Row> counted(Instant from, Instant to) {
        if (!from.isBefore(to)) {
            return List.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT FLOOR(UNIX_TIMESTAMP(created_at) / " + HourlyRollup.HOUR + ") * " + HourlyRollup.HOUR
                        + " AS h, currency, status, COUNT(*), SUM(amount) FROM money_transaction WHERE created_at >= ? AND created_at < ? "
                        + "GROUP BY h, currency, status")
                .setParameter(1, Timestamp.from(from)).setParameter(2, Timestamp.from(to)).getResultList();
        return rows(rows);
    }

    /** The hours starting in [from, to) as {@code payment_hourly} keeps them. */
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
        TABLE.replace(em, from, to, rows.stream().map(r -> new Object[] {r.hourStart(), r.currency(), r.status(), r.payments(), r.amount()}).toList());
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
            out.add(new Row(((Number) r[0]).longValue(), (String) r[1], (String) r[2], ((Number) r[3]).longValue(), ((Number) r[4]).longValue()));
        }
        return out;
    }
}
