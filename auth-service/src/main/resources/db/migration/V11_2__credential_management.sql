-- Embedded-wallet credentials added and revoked through the API, passkey and OAuth logins, session
-- refresh, and the abuse limits of challenges and verifies (README, Embedded-wallet authentication).
-- Every TIMESTAMP has an explicit default so no column gets ON UPDATE CURRENT_TIMESTAMP.

-- A passkey's WebAuthn credential id is registered once across the platform while its credential lives:
-- the SHA-256 of its canonical (unpadded base64url) text, unique; NULL for other types. Revoking a
-- credential clears this and single_kind, so the same passkey, EMAIL_OTP or SMS_OTP can be added again.
ALTER TABLE auth_credential
    ADD COLUMN passkey_id_sha256 BINARY(32) NULL AFTER credential_id,
    ADD UNIQUE KEY auth_credential_passkey (passkey_id_sha256);

-- Revoking a credential revokes its sessions.
ALTER TABLE auth_session ADD INDEX auth_session_credential (credential_id);

-- An added credential's payload binds its whole attestation or OIDC token (api-inventory §5.6); a passkey
-- login's challenge (purpose PASSKEY_SESSION) keeps the clientPublicKey text here.
ALTER TABLE wallet_signed_request MODIFY payload MEDIUMTEXT NOT NULL;

-- Attempts per credential and action (CHALLENGE, VERIFY) in the current one-minute window, shared by
-- every copy of the service: one row per pair, its count restarting when a new window begins.
CREATE TABLE wallet_attempt_window (
    credential_id   VARCHAR(64)   NOT NULL,
    action          VARCHAR(16)   NOT NULL,
    window_start    TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    attempts        INT           NOT NULL DEFAULT 0,
    PRIMARY KEY (credential_id, action)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- Wrong OTP codes per credential since the last right one; at the maximum the credential is locked
-- until locked_until and the count starts again.
CREATE TABLE wallet_otp_lockout (
    credential_id   VARCHAR(64)   NOT NULL PRIMARY KEY,
    failures        INT           NOT NULL DEFAULT 0,
    locked_until    TIMESTAMP(6)  NULL DEFAULT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
