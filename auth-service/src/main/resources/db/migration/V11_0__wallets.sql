-- Embedded wallets as auth-service knows them: a read model fed by quote-service's
-- INTERNAL_ACCOUNT.* events (EMBEDDED_WALLET accounts only) and customer-service's CUSTOMER.* events
-- (the contact points a wallet's one-time codes go to), and the wallets' authentication credentials.
CREATE TABLE wallet_account (
    account_id  VARCHAR(64)  NOT NULL PRIMARY KEY,
    customer_id VARCHAR(64)  NOT NULL,
    status      VARCHAR(20)  NOT NULL,
    updated_at  TIMESTAMP(6) NOT NULL,
    INDEX wallet_account_customer (customer_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE wallet_customer (
    customer_id VARCHAR(64)  NOT NULL PRIMARY KEY,
    email       VARCHAR(320) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NULL,
    phone       VARCHAR(20)  NULL,
    deleted     BOOLEAN      NOT NULL DEFAULT FALSE,
    as_of       TIMESTAMP(6) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- One row per credential. EMAIL_OTP and SMS_OTP are one per wallet (single_kind is the account and
-- type for those, NULL otherwise, and unique); passkeys keep their WebAuthn credential id, COSE key
-- and counter; OAuth credentials their identity (issuer, audience, subject).
CREATE TABLE auth_credential (
    id              VARCHAR(64)   NOT NULL PRIMARY KEY,
    account_id      VARCHAR(64)   NOT NULL,
    cred_type       VARCHAR(20)   NOT NULL,
    nickname        VARCHAR(320)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    single_kind     VARCHAR(100)  NULL,
    credential_id   VARCHAR(1400) NULL,
    public_key      VARBINARY(1024) NULL,
    sign_count      BIGINT        NULL,
    user_handle     VARCHAR(200)  NULL,
    oauth_issuer    VARCHAR(200)  NULL,
    oauth_audience  VARCHAR(300)  NULL,
    oauth_subject   VARCHAR(300)  NULL,
    created_at      TIMESTAMP(6)  NOT NULL,
    updated_at      TIMESTAMP(6)  NOT NULL,
    deleted_at      TIMESTAMP(6)  NULL,
    UNIQUE KEY auth_credential_single (single_kind),
    INDEX auth_credential_account (account_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
