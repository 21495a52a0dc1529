-- What the receiver answered on each attempt (its first 1,000 characters), for operators and the console.
-- Nullable and additive (expand only): a previous version's copy writes attempts without it.
ALTER TABLE webhook_attempt ADD COLUMN response_body VARCHAR(1000) NULL;
