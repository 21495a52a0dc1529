-- Customers of the platform (individuals and businesses). The contract-shaped profile
-- (name, birth date, address, business information...) is kept as JSON; what is searched,
-- unique or drives state has its own column.
CREATE TABLE customer (
    id                   VARCHAR(64)  NOT NULL PRIMARY KEY,
    platform_customer_id VARCHAR(200) NOT NULL,
    customer_type        VARCHAR(20)  NOT NULL,
    kyc_status           VARCHAR(20)  NULL,
    kyb_status           VARCHAR(20)  NULL,
    uma_address          VARCHAR(200) NOT NULL,
    email                VARCHAR(320) NULL,
    profile              LONGTEXT     NOT NULL,
    created_at           TIMESTAMP(6) NOT NULL,
    updated_at           TIMESTAMP(6) NOT NULL,
    deleted_at           TIMESTAMP(6) NULL,
    -- live rows only: a deleted customer frees its platformCustomerId and UMA address
    live_platform_customer_id VARCHAR(200) AS (IF(deleted_at IS NULL, platform_customer_id, NULL)) PERSISTENT,
    live_uma_address          VARCHAR(200) AS (IF(deleted_at IS NULL, uma_address, NULL)) PERSISTENT,
    UNIQUE KEY customer_platform_id (live_platform_customer_id),
    UNIQUE KEY customer_uma (live_uma_address),
    INDEX customer_created (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
