package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.housekeeping.HourlyCounts;
import net.ccpay.common.housekeeping.HourlyRollup;
import net.ccpay.common.housekeeping.HourlyTable;

import java.util.List;

/**
 * Payments per hour (UTC), currency and status, with their sent amounts: counted from {@code money_transaction} over a
 * range of creation times (a GROUP BY over the covering index
 * {@code money_transaction_by_time}), or as kept in
 * {@code payment_hourly}, which {@link #recount} writes from the same count. The payments overview reads the kept
 * hours and counts only the last ones; {@link PaymentHourlyRollup} keeps them.
 */
@ApplicationScoped
public class PaymentHours extends HourlyCounts<PaymentHours.Row> {

    /** One hour's payments of one currency and status. */
    public record Row(long hourStart, String currency, String status, long payments, long amount) {}

    public PaymentHours() {
        super(new HourlyTable("payment_hourly", "payment_daily", List.of("currency", "status"), List.of("payments", "amount")),
                "SELECT FLOOR(UNIX_TIMESTAMP(created_at) / " + HourlyRollup.HOUR + ") * " + HourlyRollup.HOUR
                        + " AS h, currency, status, COUNT(*), SUM(amount) FROM money_transaction WHERE created_at >= ? AND created_at < ? "
                        + "GROUP BY h, currency, status");
    }

    @Override
    protected Row row(Object[] r) {
        return new Row(((Number) r[0]).longValue(), (String) r[1], (String) r[2], ((Number) r[3]).longValue(), ((Number) r[4]).longValue());
    }

    @Override
    protected Object[] columns(Row r) {
        return new Object[] {r.hourStart(), r.currency(), r.status(), r.payments(), r.amount()};
    }
}
