-- Ids are compared byte for byte (see common's V1_7). MariaDB refuses to change the collation of a
-- column that a foreign key uses, even with FOREIGN_KEY_CHECKS=0, so the keys are dropped and re-added.
ALTER TABLE webhook_delivery DROP FOREIGN KEY webhook_delivery_webhook;
ALTER TABLE webhook_attempt DROP FOREIGN KEY webhook_attempt_webhook;

ALTER TABLE webhook CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE webhook_delivery CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE webhook_attempt CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE platform_config CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE signing_key CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;

ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_webhook FOREIGN KEY (webhook_id) REFERENCES webhook (id);
ALTER TABLE webhook_attempt ADD CONSTRAINT webhook_attempt_webhook FOREIGN KEY (webhook_id) REFERENCES webhook (id);
