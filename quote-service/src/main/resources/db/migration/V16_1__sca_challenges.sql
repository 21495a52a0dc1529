-- Strong Customer Authentication. customer_view.sca_region: the customer lives where SCA applies (common's
-- ScaRegions, from the customer's address.country), written from customer-service's events like the rest of the
-- row. sca_challenge: the one-time-code challenges of quotes and beneficiary trust changes; the code is kept only as
-- a salted SHA-256 digest. beneficiary_trust: the external accounts a customer trusts (sends to them skip SCA).
-- Expand-only: older copies neither read nor write these.
ALTER TABLE customer_view ADD COLUMN sca_region BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE sca_challenge (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    subject      VARCHAR(120) NOT NULL,
    customer_id  VARCHAR(64)  NOT NULL,
    factor       VARCHAR(16)  NOT NULL,
    code_salt    VARCHAR(32)  NOT NULL,
    code_digest  VARCHAR(64)  NOT NULL,
    attempts     INT          NOT NULL DEFAULT 0,
    created_at   TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at   TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    used_at      TIMESTAMP(6) NULL,
    last_sent_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    sends        INT          NOT NULL DEFAULT 1,
    KEY sca_challenge_subject (subject, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE beneficiary_trust (
    external_account_id VARCHAR(64) NOT NULL PRIMARY KEY,
    customer_id         VARCHAR(64) NOT NULL,
    trusted_at          TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
