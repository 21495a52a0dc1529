-- POST /customers/{id}/kyc-link now uses the platform's one idempotency mechanism (common V1_5,
-- table idempotency_key, scoped per API token); the link's own key column is no longer used.
-- The unique key also served the foreign key on customer_id, so a plain index takes its place first.
ALTER TABLE kyc_link ADD INDEX kyc_link_customer_id (customer_id);
ALTER TABLE kyc_link DROP INDEX kyc_link_idempotency;
ALTER TABLE kyc_link DROP COLUMN idempotency_key;
