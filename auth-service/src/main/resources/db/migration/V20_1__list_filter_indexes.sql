-- The token, delegated-key and agent lists read through an index (QueryPlansIT explains them). Additive and online
-- (InnoDB builds them while the tables take reads and writes), so copies of the previous version keep running during
-- a rolling upgrade.
ALTER TABLE api_token
    ADD INDEX api_token_by_name (name),
    ADD INDEX api_token_created (created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE delegated_key
    ADD INDEX delegated_key_created (created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE agent
    ADD INDEX agent_by_paused (paused, created_at),
    ALGORITHM = INPLACE, LOCK = NONE;
