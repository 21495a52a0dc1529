-- The W3C trace context of the request whose event made the webhook, sent on every delivery POST as
-- `traceparent`. Nullable and additive (expand only): a previous version's copy ignores it.
ALTER TABLE webhook ADD COLUMN traceparent VARCHAR(55) NULL;
