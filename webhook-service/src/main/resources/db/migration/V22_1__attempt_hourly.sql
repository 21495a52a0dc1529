-- The operators' webhook overview per hour: delivery attempts that delivered and that failed, what
-- GET /ops/overview/webhooks reads for the hours before the last few instead of every attempt of the period (a payment
-- sends about six webhooks: a 30-day overview at a million customers would read about five million attempts per
-- request). Recounted from webhook_attempt by every copy of webhook-service (the last hours every minute, the last 31
-- days every hour and at start); nothing else writes it, so a copy of the previous version loses nothing.
-- hour_start is the hour's first second since the epoch (UTC), as the overview's buckets are.
CREATE TABLE attempt_hourly (
    hour_start BIGINT  NOT NULL,
    delivered  BOOLEAN NOT NULL,
    attempts   BIGINT  NOT NULL,
    PRIMARY KEY (hour_start, delivered)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- One row whose lock a recount takes first (FOR UPDATE SKIP LOCKED): the copies recount one at a time, and a copy
-- that finds another one recounting skips its turn.
CREATE TABLE attempt_hourly_turn (
    id TINYINT NOT NULL PRIMARY KEY
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
INSERT INTO attempt_hourly_turn (id) VALUES (1);
