-- The transactions of one status in creation order (the secondary index ends with the primary key, id): a page of
-- GET /transactions?status= is one range of this index, and its count (up to 10,000) reads the index alone.
-- Without it the page walked money_transaction_created from the newest transaction, reading each row to check its
-- status until 21 matched: a status the recent transactions do not have (a refund's, or PENDING on a platform whose
-- payments complete) read most of the table. Additive and online (InnoDB builds it while the table takes reads and
-- writes), so copies of the previous version keep running during a rolling upgrade.
ALTER TABLE money_transaction
    ADD INDEX money_transaction_by_status (status, created_at),
    ALGORITHM = INPLACE, LOCK = NONE;
