-- The two indexes that money_transaction_by_time (created_at, id, currency, status, amount), V22_9, replaces: each is
-- served by it (money_transaction_created is its prefix; money_transaction_overview's columns are all in it), and with
-- them MariaDB estimated every window of creation times in two indexes before it chose one, and every new or changed
-- payment updated one index more.
-- A contract step that the previous version survives: its copies, still running during a rolling upgrade, name
-- columns, never these indexes, and V22_9 has built the replacement before this runs. Dropping an index is online (no
-- copy of the table; reads and writes go on) and takes a moment whatever the table's size.
ALTER TABLE money_transaction
    DROP INDEX money_transaction_created,
    DROP INDEX money_transaction_overview,
    ALGORITHM = INPLACE, LOCK = NONE;
