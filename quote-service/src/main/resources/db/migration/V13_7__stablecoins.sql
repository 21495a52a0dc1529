-- Stablecoins (the contract's Stablecoins family): provider account links, registered stablecoins and
-- their mint and burn operations. Supply and reserves are not columns: they are ledger accounts
-- (StablecoinLedger), so every mint and burn is a journal. Identifiers compare byte for byte.

-- A platform's link to a provider account. status: ACTIVE, INVALID, REVOKED. Only a fingerprint of the
-- client secret is kept (the sandbox calls no provider). One link per provider account and environment.
CREATE TABLE stablecoin_provider_account (
    id                   VARCHAR(64)  NOT NULL PRIMARY KEY,
    provider             VARCHAR(20)  NOT NULL,
    provider_account_id  VARCHAR(100) NOT NULL,
    provider_environment VARCHAR(20)  NOT NULL,
    status               VARCHAR(20)  NOT NULL,
    api_client_id        VARCHAR(255) NOT NULL,
    secret_fingerprint   VARCHAR(64)  NOT NULL,
    last_verified_at     TIMESTAMP(6) NULL DEFAULT NULL,
    created_at           TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at           TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    UNIQUE KEY stablecoin_provider_account_unique (provider, provider_environment, provider_account_id),
    INDEX stablecoin_provider_account_page (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- A registered stablecoin. symbol is also its ledger currency code (VARCHAR(10) there), so it is unique.
CREATE TABLE stablecoin (
    id                        VARCHAR(64)  NOT NULL PRIMARY KEY,
    name                      VARCHAR(100) NOT NULL,
    symbol                    VARCHAR(10)  NOT NULL,
    base_currency             VARCHAR(10)  NOT NULL,
    network                   VARCHAR(20)  NOT NULL,
    decimals                  INT          NOT NULL,
    issuance_status           VARCHAR(20)  NOT NULL,
    grid_operations_status    VARCHAR(20)  NOT NULL,
    network_token_identifier  VARCHAR(200) NOT NULL,
    currency                  VARCHAR(10)  NULL,
    provider                  VARCHAR(20)  NOT NULL,
    provider_account_link_id  VARCHAR(64)  NOT NULL,
    provider_environment      VARCHAR(20)  NOT NULL,
    provider_token_identifier VARCHAR(10)  NOT NULL,
    created_at                TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at                TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    UNIQUE KEY stablecoin_symbol (symbol),
    UNIQUE KEY stablecoin_network_token (network, network_token_identifier),
    INDEX stablecoin_page (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- A mint or a burn. amount in the coin's smallest unit, fiat_amount in the base currency's.
-- source, destination, funding_instructions, estimated_delivery: the contract-shaped JSON shown.
-- next_step_at is the durable sandbox timer (the row is the schedule; NULL when nothing is due).
CREATE TABLE stablecoin_operation (
    id                       VARCHAR(64)   NOT NULL PRIMARY KEY,
    stablecoin_id            VARCHAR(64)   NOT NULL,
    operation_type           VARCHAR(10)   NOT NULL,
    status                   VARCHAR(20)   NOT NULL,
    amount                   BIGINT        NOT NULL,
    fiat_amount              BIGINT        NOT NULL,
    provider                 VARCHAR(20)   NOT NULL,
    provider_environment     VARCHAR(20)   NOT NULL,
    provider_account_link_id VARCHAR(64)   NOT NULL,
    source_type              VARCHAR(30)   NOT NULL,
    source                   VARCHAR(1000) NOT NULL,
    destination              VARCHAR(1000) NOT NULL,
    funding_instructions     VARCHAR(2000) NULL,
    estimated_delivery       VARCHAR(1000) NULL,
    expires_at               TIMESTAMP(6)  NULL DEFAULT NULL,
    provider_status          VARCHAR(40)   NULL,
    failure_reason           VARCHAR(60)   NULL,
    description              VARCHAR(1024) NULL,
    next_step_at             TIMESTAMP(6)  NULL DEFAULT NULL,
    created_at               TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at               TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX stablecoin_operation_page (stablecoin_id, created_at, id),
    INDEX stablecoin_operation_due (next_step_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
