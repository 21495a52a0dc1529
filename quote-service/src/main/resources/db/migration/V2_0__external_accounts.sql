-- External accounts: where a platform's customers send money to (bank accounts, wallets, ...).
CREATE TABLE external_account (
    id                 VARCHAR(64)  NOT NULL PRIMARY KEY,
    customer_id        VARCHAR(64)  NULL,
    platform_account_id VARCHAR(200) NULL,
    currency           VARCHAR(10)  NOT NULL,
    account_type       VARCHAR(40)  NOT NULL,
    primary_identifier VARCHAR(200) NOT NULL,
    account_info       LONGTEXT     NOT NULL,
    status             VARCHAR(20)  NOT NULL,
    created_at         TIMESTAMP(6) NOT NULL,
    updated_at         TIMESTAMP(6) NOT NULL,
    deleted_at         TIMESTAMP(6) NULL,
    INDEX external_account_customer (customer_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
