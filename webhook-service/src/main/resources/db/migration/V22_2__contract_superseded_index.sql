-- webhook_attempt_started (started_at) is a prefix of webhook_attempt_overview (started_at, outcome, latency_ms), V21_5:
-- every read it served is served by the longer index, and every attempt written paid for both.
-- A contract step that the previous version survives: its copies, still running during a rolling upgrade, name columns,
-- never this index, and the longer index was there before this release. Dropping an index is online (no copy of the
-- table; reads and writes go on) and takes a moment whatever the table's size.
ALTER TABLE webhook_attempt
    DROP INDEX webhook_attempt_started,
    ALGORITHM = INPLACE, LOCK = NONE;
