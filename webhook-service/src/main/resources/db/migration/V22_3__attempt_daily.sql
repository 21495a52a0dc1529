-- attempt_hourly's counts added up per UTC day: what the 7- and 30-day webhook overviews read, 30 days' rows instead
-- of 720 hours' rows. Every recount of attempt_hourly adds up again the days its hours fall in, in the same
-- transaction, so the first start after this migration fills it (the last 31 days); nothing else writes it. The
-- previous version's copies neither read nor write it.
-- day_start is the day's first second since the epoch (UTC), as the overview's buckets are.
CREATE TABLE attempt_daily (
    day_start BIGINT  NOT NULL,
    delivered BOOLEAN NOT NULL,
    attempts  BIGINT  NOT NULL,
    PRIMARY KEY (day_start, delivered)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
