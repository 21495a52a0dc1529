package net.ccpay.quote.payments.domain;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import net.ccpay.common.time.OverviewPeriod;

/**
 * The operators' overview of payments over a bounded period: per currency and outcome, the count and the volume (the
 * sent amount, in the currency's smallest unit) of every bucket (hour or UTC day), plus the count per status.
 * Read-only; the queries live in infrastructure: the hours before the last two from a table kept per hour, currency
 * and status, the last ones from the payments themselves, so the cost does not grow with the number of payments.
 */
public interface PaymentReport {

    /** One currency and outcome: its totals and its value in each bucket of the period (oldest first). */
    record Series(String currency, PaymentOutcome outcome, long count, long amount, long[] counts, long[] amounts) {}

    /** The overview: the buckets' starts, the series (only those with payments), and the count of each status seen. */
    record Overview(OverviewPeriod period, List<Instant> buckets, List<Series> series, Map<TransactionStatus, Long> statuses) {}

    Overview of(OverviewPeriod period);
}
