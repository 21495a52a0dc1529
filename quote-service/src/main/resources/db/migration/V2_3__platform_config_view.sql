-- The platform config as quote-service last heard it (PLATFORM_CONFIG.UPDATED, owned by webhook-service):
-- supported currencies with their bounds and required payer fields, and the fee configs.
CREATE TABLE platform_config_view (
    id          INT          NOT NULL PRIMARY KEY,
    document    LONGTEXT     NOT NULL,
    updated_at  TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
