package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.payments.domain.PaymentReport;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import net.ccpay.common.housekeeping.HourlyRollup;
import net.ccpay.common.time.OverviewPeriod;
import net.ccpay.quote.payments.domain.PaymentOutcome;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The operators' overview of payments over a bounded period: per currency and outcome, the count and the volume (the
 * sent amount, in the currency's smallest unit) of every bucket (hour or UTC day), plus the count per status.
 * Read-only. The hours before the last {@code platform.payments.overview-live-hours} (2) come from
 * {@code payment_hourly} (at most 720 hours of a few rows each for 30 days, however many payments there are); the
 * last ones are counted from the payments themselves ({@link PaymentHours}).
 */
@ApplicationScoped
public class JpaPaymentReport implements PaymentReport {

    @Inject
    PaymentHours hours;

    @Inject
    @ConfigProperty(name = "platform.payments.overview-live-hours", defaultValue = "2")
    int liveHours;

    @Override
    public Overview of(OverviewPeriod period) {
        List<Instant> buckets = period.buckets();
        Map<Instant, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < buckets.size(); i++) {
            index.put(buckets.get(i), i);
        }
        long width = period.bucketSeconds();
        // the newest hours counted now, the older ones as kept
        Instant cut = HourlyRollup.liveFrom(period.from(), period.to(), liveHours);
        List<PaymentHours.Row> rows = new ArrayList<>(hours.kept(period.from(), cut));
        rows.addAll(hours.counted(cut, period.to()));
        Map<String, long[][]> acc = new TreeMap<>();
        Map<TransactionStatus, Long> statuses = new TreeMap<>();
        for (PaymentHours.Row r : rows) {
            Integer at = index.get(Instant.ofEpochSecond(Math.floorDiv(r.hourStart(), width) * width));
            if (at == null) {
                continue;
            }
            TransactionStatus status = TransactionStatus.valueOf(r.status());
            statuses.merge(status, r.payments(), Long::sum);
            String key = r.currency() + "\u0000" + PaymentOutcome.of(status).name();
            long[][] values = acc.computeIfAbsent(key, k -> new long[2][buckets.size()]);
            values[0][at] += r.payments();
            values[1][at] = Math.addExact(values[1][at], r.amount());
        }
        List<Series> series = new ArrayList<>();
        acc.forEach((key, values) -> {
            String[] parts = key.split("\u0000");
            long count = 0;
            long amount = 0;
            for (int i = 0; i < buckets.size(); i++) {
                count += values[0][i];
                amount = Math.addExact(amount, values[1][i]);
            }
            series.add(new Series(parts[0], PaymentOutcome.valueOf(parts[1]), count, amount, values[0], values[1]));
        });
        series.sort((a, b) -> a.currency().equals(b.currency()) ? a.outcome().compareTo(b.outcome()) : a.currency().compareTo(b.currency()));
        return new Overview(period, buckets, series, statuses);
    }
}
