-- Strong Customer Authentication of customers who live where it applies (common's ScaRegions).
-- sca_login_challenge: the SMS codes of SCA logins, kept only as salted SHA-256 digests.
-- sca_totp_factor: authenticator-app factors; the shared secret is not stored (it is derived from the factor's id
-- under the platform's key-derivation secret), the recovery codes only as salted digests.
-- sca_login_security: each customer's failed-login counter, lockout and SCA session.
-- sca_factor_reset: the liveness-gated resets of a lost factor.
CREATE TABLE sca_login_challenge (
    id          VARCHAR(64) NOT NULL PRIMARY KEY,
    customer_id VARCHAR(64) NOT NULL,
    factor      VARCHAR(16) NOT NULL,
    code_salt   VARCHAR(32) NOT NULL,
    code_digest VARCHAR(64) NOT NULL,
    attempts    INT         NOT NULL DEFAULT 0,
    created_at  TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at  TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    used_at     TIMESTAMP(6) NULL,
    KEY sca_login_challenge_customer (customer_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE sca_totp_factor (
    id             VARCHAR(64)   NOT NULL PRIMARY KEY,
    customer_id    VARCHAR(64)   NOT NULL,
    status         VARCHAR(16)   NOT NULL,
    recovery_codes VARCHAR(2000) NULL,
    created_at     TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    enrolled_at    TIMESTAMP(6)  NULL,
    KEY sca_totp_factor_customer (customer_id, status)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE sca_login_security (
    customer_id        VARCHAR(64) NOT NULL PRIMARY KEY,
    failed_attempts    INT         NOT NULL DEFAULT 0,
    locked_until       TIMESTAMP(6) NULL,
    suspended          BOOLEAN     NOT NULL DEFAULT FALSE,
    session_expires_at TIMESTAMP(6) NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE sca_factor_reset (
    id           VARCHAR(64) NOT NULL PRIMARY KEY,
    customer_id  VARCHAR(64) NOT NULL,
    factor       VARCHAR(16) NOT NULL,
    status       VARCHAR(16) NOT NULL,
    created_at   TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at   TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    completed_at TIMESTAMP(6) NULL,
    KEY sca_factor_reset_customer (customer_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
