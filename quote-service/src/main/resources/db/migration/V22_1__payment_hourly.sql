-- The operators' payments overview per hour, currency and status: what GET /ops/overview/payments reads for the
-- hours before the last few, instead of every payment of the period (a 30-day overview at a million customers would
-- read about 800,000 index entries per request). Recounted from money_transaction by every copy of quote-service
-- (the last hours every minute, the last 31 days every hour and at start), so a payment's later changes reach it
-- within an hour and the first start after this migration fills it; nothing else writes it. The previous version's
-- copies neither read nor write it.
-- hour_start is the hour's first second since the epoch (UTC), as the overview's buckets are.
CREATE TABLE payment_hourly (
    hour_start BIGINT      NOT NULL,
    currency   VARCHAR(16) NOT NULL,
    status     VARCHAR(32) NOT NULL,
    payments   BIGINT      NOT NULL,
    amount     BIGINT      NOT NULL,
    PRIMARY KEY (hour_start, currency, status)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- One row whose lock a recount takes first (SELECT … FOR UPDATE SKIP LOCKED): the copies recount one at a time, and
-- a copy that finds another one recounting skips its turn, so two recounts never wait on each other's rows.
CREATE TABLE payment_hourly_turn (
    id TINYINT NOT NULL PRIMARY KEY
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
INSERT INTO payment_hourly_turn (id) VALUES (1);
