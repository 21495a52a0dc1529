-- Issue 4: the platform config, the webhook signing key, and the delivery schedule.
-- Explicit DEFAULTs on the first TIMESTAMP column of updated tables: without one, MariaDB (with
-- explicit_defaults_for_timestamp off) adds ON UPDATE CURRENT_TIMESTAMP and rewrites created_at on every update.

-- One row: the platform's config. `singleton` makes a second row impossible, so two instances
-- seeding at the same time insert one. The contract's fields other than the endpoint are kept as JSON.
CREATE TABLE platform_config (
    id               VARCHAR(64)   NOT NULL PRIMARY KEY,
    singleton        TINYINT       NOT NULL DEFAULT 1,
    webhook_endpoint VARCHAR(2048) NULL,
    document         LONGTEXT      NOT NULL,
    created_at       TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at       TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    UNIQUE KEY platform_config_one (singleton)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- ECDSA P-256 key pairs. `active_slot` is 1 for the one active key and NULL for retired ones; the
-- unique key makes two active keys impossible, so instances starting together cannot both generate one.
CREATE TABLE signing_key (
    id           VARCHAR(64)    NOT NULL PRIMARY KEY,
    active_slot  TINYINT        NULL,
    private_pkcs8 VARBINARY(1024) NOT NULL,
    public_spki  VARBINARY(512) NOT NULL,
    created_at   TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    retired_at   TIMESTAMP(6)   NULL,
    UNIQUE KEY signing_key_active (active_slot)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- The delivery state of each webhook: the schedule lives here, not in memory, so a retry that is due
-- survives restarts. A worker claims due rows by pushing next_attempt_at forward (a lease).
CREATE TABLE webhook_delivery (
    webhook_id       VARCHAR(64)  NOT NULL PRIMARY KEY,
    state            VARCHAR(20)  NOT NULL,
    attempts         INT          NOT NULL DEFAULT 0,
    next_attempt_at  TIMESTAMP(6) NULL,
    first_attempt_at TIMESTAMP(6) NULL,
    last_attempt_at  TIMESTAMP(6) NULL,
    last_status      INT          NULL,
    last_error       VARCHAR(500) NULL,
    committed_at     TIMESTAMP(6) NOT NULL,
    INDEX webhook_delivery_due (state, next_attempt_at),
    CONSTRAINT webhook_delivery_webhook FOREIGN KEY (webhook_id) REFERENCES webhook (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Every attempt, successful or not.
CREATE TABLE webhook_attempt (
    webhook_id   VARCHAR(64)   NOT NULL,
    attempt_no   INT           NOT NULL,
    url          VARCHAR(2048) NOT NULL,
    started_at   TIMESTAMP(6)  NOT NULL,
    http_status  INT           NULL,
    latency_ms   BIGINT        NOT NULL,
    error        VARCHAR(500)  NULL,
    outcome      VARCHAR(20)   NOT NULL,
    PRIMARY KEY (webhook_id, attempt_no),
    INDEX webhook_attempt_started (started_at),
    CONSTRAINT webhook_attempt_webhook FOREIGN KEY (webhook_id) REFERENCES webhook (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Webhooks made before this version are delivered like new ones. Then the delivery state lives
-- in webhook_delivery only: one source of truth.
INSERT INTO webhook_delivery (webhook_id, state, attempts, next_attempt_at, committed_at)
    SELECT id, 'PENDING', 0, created_at, created_at FROM webhook;
ALTER TABLE webhook DROP COLUMN status;
