-- Agents (api-inventory section 2.12): programs acting for one customer of the platform under a
-- policy. The policy is the contract's AgentPolicy JSON. The access token is kept only as the hex
-- SHA-256 of the token (NULL until a device code is redeemed, and again once the agent is deleted),
-- unique so that a token is found by its hash. Deleted agents keep their row (deleted_at).
-- Every TIMESTAMP has an explicit default so no column gets ON UPDATE CURRENT_TIMESTAMP.
CREATE TABLE agent (
    id               VARCHAR(64)   NOT NULL PRIMARY KEY,
    name             VARCHAR(200)  NOT NULL,
    customer_id      VARCHAR(64)   NOT NULL,
    paused           BOOLEAN       NOT NULL DEFAULT FALSE,
    connected        BOOLEAN       NOT NULL DEFAULT FALSE,
    policy           MEDIUMTEXT    NOT NULL,
    token_sha256     CHAR(64)      NULL,
    token_issued_at  TIMESTAMP(6)  NULL DEFAULT NULL,
    created_at       TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at       TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    deleted_at       TIMESTAMP(6)  NULL DEFAULT NULL,
    UNIQUE KEY agent_token (token_sha256),
    INDEX agent_page (created_at, id),
    INDEX agent_customer (customer_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- Device codes: only the hex SHA-256 of the code is stored (the code is shown once). A code is
-- redeemed once (redeemed_at), or replaced by a newer code of its agent or by the agent's deletion
-- (revoked_at), or simply expires (expires_at, PLATFORM_AGENT_DEVICE_CODE_TTL_SECONDS after issue).
CREATE TABLE agent_device_code (
    code_sha256  CHAR(64)      NOT NULL PRIMARY KEY,
    agent_id     VARCHAR(64)   NOT NULL,
    expires_at   TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    redeemed_at  TIMESTAMP(6)  NULL DEFAULT NULL,
    revoked_at   TIMESTAMP(6)  NULL DEFAULT NULL,
    created_at   TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX agent_device_code_agent (agent_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
