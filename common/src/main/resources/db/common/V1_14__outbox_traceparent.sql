-- The W3C trace context of the request that recorded an event (sent with it as a JMS property), so one
-- trace follows a request through the broker to the webhook. Nullable and additive: copies running the
-- previous version keep writing rows without it.
ALTER TABLE outbox_event ADD COLUMN traceparent VARCHAR(55) NULL;
