-- The consumed-event log is pruned by age (EventHousekeeping): an index on the age it is pruned by.
-- Additive: copies running the previous version neither read nor need it.
ALTER TABLE processed_event ADD INDEX processed_event_age (processed_at);
