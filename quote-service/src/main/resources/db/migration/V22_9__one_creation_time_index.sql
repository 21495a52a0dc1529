-- One index of creation times for the transaction lists and the payments rollup's recount, replacing two (their drop
-- is V22_10). money_transaction_created (created_at, id) ordered the lists and money_transaction_overview (created_at,
-- currency, status, amount) covered the recount; both start with created_at, so for a list filtered by a window of
-- creation times MariaDB estimated the window's rows in each of them before choosing, and InnoDB's estimate of a range
-- reads up to ten leaf pages of the index. On a year of payments larger than the buffer pool those estimates were most
-- of what a day's page read from disk (100,000 generated customers, a pool an eleventh of the data: about 21 of 24
-- pages with both indexes, 11 of 14 with this one alone; docs/benchmarks.md, "A window of creation times").
-- This index keeps the lists' order (created_at, id) as its prefix and the recount's columns after it, so it serves
-- both. Online: InnoDB builds it while the table takes reads and writes (11.7 s for 866,738 payments during the
-- platform's start on 2 cores).
ALTER TABLE money_transaction
    ADD INDEX money_transaction_by_time (created_at, id, currency, status, amount),
    ALGORITHM = INPLACE, LOCK = NONE;
