-- Indexes that later ones made redundant: each is a prefix of another index of its table, so every read they served
-- is served by the longer one, and every write paid for both.
-- - money_transaction_source (source_account_id): money_transaction_by_sender (source_account_id, created_at), V22_5;
-- - money_transaction_destination (destination_account_id): money_transaction_by_receiver (destination_account_id,
--   created_at), V22_6;
-- - internal_account_by_currency (currency, created_at, id): internal_account_customers_by_currency, V22_6;
-- - external_account_live (deleted_at, created_at, id): external_account_customers_live, V22_6;
-- - external_account_by_currency (currency, deleted_at, created_at, id): external_account_customers_by_currency, V22_6;
-- - external_account_customer (customer_id): external_account_list (customer_id, created_at, id), V2_1.
-- A contract step that the previous version survives: its copies, still running during a rolling upgrade, name columns,
-- never these indexes, and the longer indexes were there before this release. Dropping an index is online (no copy of
-- the table; reads and writes go on) and takes a moment whatever the table's size.
ALTER TABLE money_transaction
    DROP INDEX money_transaction_source,
    DROP INDEX money_transaction_destination,
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE internal_account
    DROP INDEX internal_account_by_currency,
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE external_account
    DROP INDEX external_account_live,
    DROP INDEX external_account_by_currency,
    DROP INDEX external_account_customer,
    ALGORITHM = INPLACE, LOCK = NONE;
