-- payment_hourly's counts added up per UTC day: what the 7- and 30-day payments overviews read, 30 days' rows
-- instead of 720 hours' rows however busy the hours are. Every recount of payment_hourly adds up again the days its
-- hours fall in, in the same transaction, so the first start after this migration fills it (the last 31 days, as
-- payment_hourly); nothing else writes it. The previous version's copies neither read nor write it.
-- day_start is the day's first second since the epoch (UTC), as the overview's buckets are.
CREATE TABLE payment_daily (
    day_start BIGINT      NOT NULL,
    currency  VARCHAR(16) NOT NULL,
    status    VARCHAR(32) NOT NULL,
    payments  BIGINT      NOT NULL,
    amount    BIGINT      NOT NULL,
    PRIMARY KEY (day_start, currency, status)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
