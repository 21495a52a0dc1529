-- Ids, account ids, lookup ids and platform ids are compared byte for byte (see common's V1_7).
-- UMA and email addresses stay case-insensitive (their domains are, and a platform's customers are
-- found by either spelling), but without PAD SPACE, so a trailing space is a different address.
ALTER TABLE external_account CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE customer_view CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE customer_view
    MODIFY email       VARCHAR(320) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NULL,
    MODIFY uma_address VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NULL;
ALTER TABLE internal_account CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE ledger_entry CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE money_transaction CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE receiver_lookup CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE platform_config_view CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
