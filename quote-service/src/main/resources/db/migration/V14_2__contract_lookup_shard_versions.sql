-- Contract step of V14_1: the receiver lookup reads the database on every request and keeps nothing, so no copy
-- reads lookup_shard_version any more (the previous release already did not). The triggers that bumped it cost
-- every write to external_account, customer_view and internal_account a second statement; they and the table go.
DROP TRIGGER IF EXISTS external_account_lookup_update;
DROP TRIGGER IF EXISTS external_account_lookup_delete;
DROP TRIGGER IF EXISTS customer_view_lookup_update;
DROP TRIGGER IF EXISTS customer_view_lookup_delete;
DROP TRIGGER IF EXISTS internal_account_lookup_insert;
DROP TRIGGER IF EXISTS internal_account_lookup_update;
DROP TRIGGER IF EXISTS internal_account_lookup_delete;
DROP TABLE IF EXISTS lookup_shard_version;
