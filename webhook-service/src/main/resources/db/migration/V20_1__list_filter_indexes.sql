-- The operators' webhook list filtered by type reads through an index (QueryPlansIT explains it). Additive and
-- online (InnoDB builds it while the table takes reads and writes), so copies of the previous version keep running
-- during a rolling upgrade.
ALTER TABLE webhook
    ADD INDEX webhook_by_type (event_type, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
