-- Embedded-wallet OTP login and sessions. Private keys are sealed (AES-256-GCM under
-- PLATFORM_WALLET_KEY_ENCRYPTION_KEY, the row id as associated data); public keys are SEC1 uncompressed.
-- Every TIMESTAMP has an explicit default so no column gets ON UPDATE CURRENT_TIMESTAMP.

-- The platform's enclave quorum key: one row, inserted with INSERT IGNORE by whichever copy starts first.
CREATE TABLE wallet_enclave_key (
    id                  VARCHAR(32)    NOT NULL PRIMARY KEY,
    public_key          VARBINARY(65)  NOT NULL,
    sealed_private_key  VARBINARY(128) NOT NULL,
    created_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- One HPKE target key pair per OTP challenge: single use, short-lived.
CREATE TABLE otp_target_key (
    id                  VARCHAR(64)    NOT NULL PRIMARY KEY,
    credential_id       VARCHAR(64)    NOT NULL,
    public_key          VARBINARY(65)  NOT NULL,
    sealed_private_key  VARBINARY(128) NOT NULL,
    used                BOOLEAN        NOT NULL DEFAULT FALSE,
    created_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX otp_target_key_credential (credential_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- A pending signed request (the 202 of a two-step flow): what the signed retry must match.
-- purpose OTP_VERIFY: target_id is the credential, signer_key the TEK from the bundle;
-- purpose REVOKE_SESSION: target_id is the session, any active session key of the wallet may sign.
CREATE TABLE wallet_signed_request (
    request_id          VARCHAR(64)    NOT NULL PRIMARY KEY,
    purpose             VARCHAR(20)    NOT NULL,
    account_id          VARCHAR(64)    NOT NULL,
    target_id           VARCHAR(64)    NOT NULL,
    body_sha256         BINARY(32)     NOT NULL,
    payload             VARCHAR(4000)  NOT NULL,
    signer_key          VARBINARY(65)  NULL,
    used                BOOLEAN        NOT NULL DEFAULT FALSE,
    created_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- Sessions: the client-held session key's public half (for OTP, the TEK).
CREATE TABLE auth_session (
    id                  VARCHAR(64)    NOT NULL PRIMARY KEY,
    account_id          VARCHAR(64)    NOT NULL,
    credential_id       VARCHAR(64)    NOT NULL,
    cred_type           VARCHAR(20)    NOT NULL,
    nickname            VARCHAR(320)   NOT NULL,
    public_key          VARBINARY(65)  NOT NULL,
    created_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at          TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    revoked_at          TIMESTAMP(6)   NULL DEFAULT NULL,
    INDEX auth_session_account (account_id, expires_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
