package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.payments.domain.PaymentReport;
import jakarta.inject.Inject;
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
 * Read-only. The hours of today come from {@code payment_hourly} and the days of 7 or 30 from {@code payment_daily}
 * (30 days of a few rows each, however many payments there are), which every copy recounts from the payments every
 * {@code platform.payments.rollup-millis} (a minute): the newest payments show up at most that late, and no request
 * counts payments itself.
 */
@ApplicationScoped
public class JpaPaymentReport implements PaymentReport {

    @Inject
    PaymentHours hours;

    @Override
    public Overview of(OverviewPeriod period) {
        List<Instant> buckets = period.buckets();
        Map<Instant, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < buckets.size(); i++) {
            index.put(buckets.get(i), i);
        }
        List<PaymentHours.Row> rows = hours.kept(period.from(), period.to(), period.bucketSeconds());
        Map<String, long[][]> acc = new TreeMap<>();
        Map<TransactionStatus, Long> statuses = new TreeMap<>();
        for (PaymentHours.Row r : rows) {
            Integer at = index.get(period.bucketOf(r.hourStart()));
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
