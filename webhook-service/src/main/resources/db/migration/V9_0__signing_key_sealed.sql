-- Issue 9: the webhook signing key's private half is stored encrypted (AES-256-GCM under
-- PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY, the key id as associated data). SQL cannot encrypt without the
-- key, so existing clear rows are sealed by webhook-service at its next start (private_pkcs8 set to
-- NULL in the same statement); new rows only ever get private_sealed.
ALTER TABLE signing_key
    MODIFY private_pkcs8 VARBINARY(1024) NULL,
    ADD COLUMN private_sealed VARBINARY(1200) NULL AFTER private_pkcs8;
