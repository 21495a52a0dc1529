package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.payments.domain.PaymentReport;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.time.OverviewPeriod;
import net.ccpay.quote.payments.domain.PaymentOutcome;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The operators' overview of payments over a bounded period: per currency and outcome, the count and the volume (the
 * sent amount, in the currency's smallest unit) of every bucket (hour or UTC day), plus the count per status.
 * Read-only. One GROUP BY over the period's range of {@code money_transaction_overview} (created_at, currency, status,
 * amount): it reads the index entries of the period only (at most 30 days), never the rows nor older payments.
 */
@ApplicationScoped
public class JpaPaymentReport implements PaymentReport {


    @PersistenceContext
    EntityManager em;

    @Transactional
    @Override
    public Overview of(OverviewPeriod period) {
        List<Instant> buckets = period.buckets();
        Map<Instant, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < buckets.size(); i++) {
            index.put(buckets.get(i), i);
        }
        long width = period.bucketSeconds();
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT FLOOR(UNIX_TIMESTAMP(created_at) / ?) AS b, currency, status, COUNT(*), SUM(amount) "
                        + "FROM money_transaction WHERE created_at >= ? AND created_at < ? GROUP BY b, currency, status")
                .setParameter(1, width)
                .setParameter(2, Timestamp.from(period.from()))
                .setParameter(3, Timestamp.from(period.to()))
                .getResultList();
        Map<String, long[][]> acc = new TreeMap<>();
        Map<TransactionStatus, Long> statuses = new TreeMap<>();
        for (Object[] r : rows) {
            Integer at = index.get(Instant.ofEpochSecond(((Number) r[0]).longValue() * width));
            TransactionStatus status = TransactionStatus.valueOf((String) r[2]);
            long count = ((Number) r[3]).longValue();
            long amount = ((Number) r[4]).longValue();
            if (at == null) {
                continue;
            }
            statuses.merge(status, count, Long::sum);
            String key = r[1] + "\u0000" + PaymentOutcome.of(status).name();
            long[][] values = acc.computeIfAbsent(key, k -> new long[2][buckets.size()]);
            values[0][at] += count;
            values[1][at] += amount;
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
