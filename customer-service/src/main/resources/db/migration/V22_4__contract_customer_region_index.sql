-- The customer list's region filter no longer reads through an index on the virtual column `region`: MariaDB
-- answered reads through that index without rows it should have found (11.4 under the tests, 10.11 below).
-- Reproduced in plain SQL on 10.11.19, with no platform involved: three clients each insert two customers of a
-- region and soft-delete one, in READ COMMITTED, while an old transaction holds back purge. Then
-- `region = ? AND created_at > ?` read through this index missed the just-deleted customer 34 times in 450. The same
-- filter written as JSON_VALUE(profile, '$.region') on the rows missed none in 800. The filter now reads the profile
-- (JpaCustomerRepository), and this index goes.
-- A contract step that the previous version survives: its copies, still running during a rolling upgrade, name the
-- column, never the index, so their region filter still answers (without the index, and with the same risk of a
-- missing row as before). Dropping an index is online (no copy; reads and writes go on). The virtual column itself
-- stays until a later release, whose previous version no longer names it, drops it (instantly).
ALTER TABLE customer
    DROP INDEX customer_by_region,
    ALGORITHM = INPLACE, LOCK = NONE;
