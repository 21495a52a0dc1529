-- Bulk import jobs in completion order, for the housekeeping that deletes a job and its rows once it completed more
-- than PLATFORM_BULK_RETENTION_DAYS ago (it finds them through this index instead of reading every job). Additive
-- and online (InnoDB builds it while the table takes reads and writes), so copies of the previous version keep
-- running during a rolling upgrade.
ALTER TABLE bulk_import_job
    ADD INDEX bulk_import_job_completed (completed_at),
    ALGORITHM = INPLACE, LOCK = NONE;
