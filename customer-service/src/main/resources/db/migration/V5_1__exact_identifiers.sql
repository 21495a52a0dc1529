-- Ids, platformCustomerId and idempotency keys are compared byte for byte (see common's V1_7).
-- UMA and email addresses stay case-insensitive (their domains are, and uniqueness must hold for
-- either spelling), but without PAD SPACE. MariaDB refuses to change the collation of a column that
-- a foreign key uses, even with FOREIGN_KEY_CHECKS=0, so the keys are dropped and re-added.
ALTER TABLE beneficial_owner DROP FOREIGN KEY beneficial_owner_customer;
ALTER TABLE document DROP FOREIGN KEY document_customer;
ALTER TABLE document_chunk DROP FOREIGN KEY document_chunk_document;
ALTER TABLE verification DROP FOREIGN KEY verification_customer;
ALTER TABLE kyc_link DROP FOREIGN KEY kyc_link_customer;

ALTER TABLE customer CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE customer
    MODIFY email            VARCHAR(320) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NULL,
    MODIFY uma_address      VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NOT NULL,
    MODIFY live_uma_address VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci
        AS (IF(deleted_at IS NULL, uma_address, NULL)) PERSISTENT;
ALTER TABLE beneficial_owner CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE document CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE document_chunk CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE verification CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE kyc_link CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;

ALTER TABLE beneficial_owner ADD CONSTRAINT beneficial_owner_customer FOREIGN KEY (customer_id) REFERENCES customer (id);
ALTER TABLE document ADD CONSTRAINT document_customer FOREIGN KEY (customer_id) REFERENCES customer (id);
ALTER TABLE document_chunk ADD CONSTRAINT document_chunk_document FOREIGN KEY (document_id) REFERENCES document (id) ON DELETE CASCADE;
ALTER TABLE verification ADD CONSTRAINT verification_customer FOREIGN KEY (customer_id) REFERENCES customer (id);
ALTER TABLE kyc_link ADD CONSTRAINT kyc_link_customer FOREIGN KEY (customer_id) REFERENCES customer (id);
