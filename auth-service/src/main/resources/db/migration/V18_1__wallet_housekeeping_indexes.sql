-- Wallet housekeeping (WalletHousekeeping) deletes expired challenges and ended sessions by these
-- columns in batches: an index on each, so a batch reads only the rows it deletes. Additive: copies
-- running the previous version neither read nor need them.
ALTER TABLE otp_target_key ADD INDEX otp_target_key_expiry (expires_at);
ALTER TABLE wallet_signed_request ADD INDEX wallet_signed_request_expiry (expires_at);
ALTER TABLE auth_session ADD INDEX auth_session_expiry (expires_at);
ALTER TABLE auth_session ADD INDEX auth_session_revoked (revoked_at);
