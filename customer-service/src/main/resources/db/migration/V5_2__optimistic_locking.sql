-- Optimistic locking: a change computed from a stale read of one of these rows fails instead of
-- silently overwriting a concurrent change.
ALTER TABLE customer ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE beneficial_owner ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE verification ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
