-- The transaction and card lists' filters read through an index (QueryPlansIT explains them). Additive and online
-- (InnoDB builds them while the tables take reads and writes), so copies of the previous version keep running during
-- a rolling upgrade.
ALTER TABLE money_transaction
    ADD INDEX money_transaction_by_platform_customer (platform_customer_id, created_at),
    ADD INDEX money_transaction_by_type (tx_type, created_at),
    ADD INDEX money_transaction_by_reference (reference),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE card
    ADD INDEX card_by_state (state, created_at),
    ALGORITHM = INPLACE, LOCK = NONE;
