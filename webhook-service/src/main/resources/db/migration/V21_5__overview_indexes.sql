-- The operators' overview (GET /ops/overview/webhooks) reads through indexes of its own. Additive and online (InnoDB
-- builds them while the tables take reads and writes), so copies of the previous version keep running during a
-- rolling upgrade.
--  - Attempts per bucket and outcome, and the latency percentiles, over a bounded period (at most 30 days): a range of
--    the covering index, never the attempts' URLs, errors or older attempts.
--  - The undelivered webhooks per state and the oldest of them: a range of (state, committed_at) per state that is
--    not delivered (PENDING, FAILED, GAVE_UP), not the delivered ones, however many there are.
ALTER TABLE webhook_attempt
    ADD INDEX webhook_attempt_overview (started_at, outcome, latency_ms),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE webhook_delivery
    ADD INDEX webhook_delivery_by_age (state, committed_at),
    ALGORITHM = INPLACE, LOCK = NONE;
