-- Indexes that hold what a list's count names, so that the count reads index entries alone (up to 10,001 of them)
-- instead of each match's row as well (QueryPlansIT checks every count):
-- - GET /agents and GET /tokens leave out deleted rows: agent_live and api_token_live hold deleted_at, then the
--   order; the page is one range of them too, where before it walked agent_page or api_token_created checking each
--   row for deletion;
-- - GET /agents?isPaused=: agent_live_by_paused adds deleted_at to agent_by_paused (paused, created_at), which a
--   later contract step can drop;
-- - GET /auth/delegated-keys leaves out keys still being set up (status INITIATED): delegated_key_listed holds the
--   order, then status, so the count checks the status in the index; it supersedes delegated_key_created (its
--   prefix), which a later contract step can drop.
-- Additive and online (InnoDB builds them while the tables take reads and writes), so copies of the previous version
-- keep running during a rolling upgrade.
ALTER TABLE agent
    ADD INDEX agent_live (deleted_at, created_at, id),
    ADD INDEX agent_live_by_paused (paused, deleted_at, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE api_token
    ADD INDEX api_token_live (deleted_at, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE delegated_key
    ADD INDEX delegated_key_listed (created_at, id, status),
    ALGORITHM = INPLACE, LOCK = NONE;
