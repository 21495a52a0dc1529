-- On MariaDB before 10.10 (explicit_defaults_for_timestamp off) the first TIMESTAMP NOT NULL column
-- of a table without an explicit DEFAULT silently gets ON UPDATE CURRENT_TIMESTAMP, so marking an
-- outbox row published would rewrite its created_at. An explicit DEFAULT removes that.
ALTER TABLE outbox_event MODIFY created_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6);
ALTER TABLE processed_event MODIFY processed_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6);
