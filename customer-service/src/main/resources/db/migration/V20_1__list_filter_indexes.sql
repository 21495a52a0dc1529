-- The customer list's filters read through an index (QueryPlansIT explains them): by platform customer id and UMA
-- address (the unique keys cover live customers only; the list may include deleted ones), by type and by update
-- time. Additive and online (InnoDB builds them while the table takes reads and writes), so copies of the previous
-- version keep running during a rolling upgrade.
ALTER TABLE customer
    ADD INDEX customer_by_platform_id (platform_customer_id),
    ADD INDEX customer_by_uma (uma_address),
    ADD INDEX customer_by_type (customer_type, created_at, id),
    ADD INDEX customer_updated (updated_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
