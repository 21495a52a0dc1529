package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.housekeeping.HourlyCounts;
import net.ccpay.common.housekeeping.HourlyRollup;
import net.ccpay.common.housekeeping.HourlyTable;

import java.util.List;

/**
 * Delivery attempts per hour (UTC) that delivered (2xx, or 409: the receiver already had it) and that failed: counted
 * from {@code webhook_attempt} over a range of start times (index {@code webhook_attempt_overview}), or as kept in
 * {@code attempt_hourly}, which {@link #recount} writes from the same count ({@link AttemptHourlyRollup} keeps it).
 */
@ApplicationScoped
public class AttemptHours extends HourlyCounts<AttemptHours.Row> {

    /** One hour's attempts that delivered, or that failed. */
    public record Row(long hourStart, boolean delivered, long attempts) {}

    public AttemptHours() {
        super(new HourlyTable("attempt_hourly", "attempt_daily", List.of("delivered"), List.of("attempts")),
                "SELECT FLOOR(UNIX_TIMESTAMP(started_at) / " + HourlyRollup.HOUR + ") * " + HourlyRollup.HOUR
                        + " AS h, outcome IN ('DELIVERED', 'DUPLICATE') AS ok, COUNT(*) FROM webhook_attempt WHERE started_at >= ? AND started_at < ? "
                        + "GROUP BY h, ok");
    }

    @Override
    protected Row row(Object[] r) {
        boolean ok = r[1] instanceof Boolean b ? b : ((Number) r[1]).intValue() == 1;
        return new Row(((Number) r[0]).longValue(), ok, ((Number) r[2]).longValue());
    }

    @Override
    protected Object[] columns(Row r) {
        return new Object[] {r.hourStart(), r.delivered(), r.attempts()};
    }
}
