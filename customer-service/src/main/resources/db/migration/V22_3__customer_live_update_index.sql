-- The customer list filtered by update time is ordered by (updated_at, id) and pages on that key. With deleted_at
-- first, the live customers changed after a time are one ordered range of this index: the page reads its rows and
-- stops at the limit, and the count of matches (up to 10,000) reads the index alone. customer_updated (updated_at, id)
-- stays for the list that includes deleted customers. Additive and online (InnoDB builds it while the table takes
-- reads and writes), so copies of the previous version keep running during a rolling upgrade.
ALTER TABLE customer
    ADD INDEX customer_live_by_update (deleted_at, updated_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
