-- Customers as quote-service knows them: a read model fed by customer-service's events
-- (and by its internal endpoint for ids newer than the last event).
CREATE TABLE customer_view (
    id                   VARCHAR(64)  NOT NULL PRIMARY KEY,
    platform_customer_id VARCHAR(200) NULL,
    customer_type        VARCHAR(20)  NOT NULL,
    status               VARCHAR(20)  NULL,
    email                VARCHAR(320) NULL,
    uma_address          VARCHAR(200) NULL,
    currencies           VARCHAR(500) NULL,
    deleted              BOOLEAN      NOT NULL DEFAULT FALSE,
    updated_at           TIMESTAMP(6) NOT NULL,
    INDEX customer_view_uma (uma_address)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Internal accounts: one per customer (or the platform) and currency and type.
CREATE TABLE internal_account (
    id              VARCHAR(64)  NOT NULL PRIMARY KEY,
    owner_key       VARCHAR(64)  NOT NULL,   -- the customer id, or PLATFORM
    customer_id     VARCHAR(64)  NULL,
    account_type    VARCHAR(20)  NOT NULL,
    currency        VARCHAR(10)  NOT NULL,
    status          VARCHAR(20)  NOT NULL,
    private_enabled BOOLEAN      NULL,
    created_at      TIMESTAMP(6) NOT NULL,
    updated_at      TIMESTAMP(6) NOT NULL,
    UNIQUE KEY internal_account_owner (owner_key, currency, account_type),
    INDEX internal_account_customer (customer_id, created_at, id),
    INDEX internal_account_status (status, updated_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Double-entry ledger: every journal's entries sum to zero per currency. Balances are sums of entries.
CREATE TABLE ledger_entry (
    id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
    journal_id  VARCHAR(64)  NOT NULL,
    account_id  VARCHAR(100) NOT NULL,   -- an internal account id, or SYSTEM:<purpose>:<currency>
    currency    VARCHAR(10)  NOT NULL,
    amount      BIGINT       NOT NULL,   -- smallest unit; positive credits the account
    created_at  TIMESTAMP(6) NOT NULL,
    INDEX ledger_account (account_id),
    INDEX ledger_journal (journal_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE money_transaction (
    id          VARCHAR(64)  NOT NULL PRIMARY KEY,
    tx_type     VARCHAR(20)  NOT NULL,
    status      VARCHAR(30)  NOT NULL,
    customer_id VARCHAR(64)  NULL,
    account_id  VARCHAR(64)  NULL,
    currency    VARCHAR(10)  NOT NULL,
    amount      BIGINT       NOT NULL,
    body        LONGTEXT     NOT NULL,
    created_at  TIMESTAMP(6) NOT NULL,
    updated_at  TIMESTAMP(6) NOT NULL,
    INDEX money_transaction_customer (customer_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

ALTER TABLE external_account
    ADD COLUMN ownership_type VARCHAR(20) NULL,
    ADD COLUMN default_uma_deposit_account BOOLEAN NOT NULL DEFAULT FALSE,
    ADD COLUMN beneficiary_verification_status VARCHAR(30) NULL,
    ADD INDEX external_account_list (customer_id, created_at, id);

-- A lookup's answer, kept for the quote that follows (by lookupId).
CREATE TABLE receiver_lookup (
    id                 VARCHAR(64)  NOT NULL PRIMARY KEY,
    account_id         VARCHAR(64)  NULL,
    receiver_uma       VARCHAR(200) NULL,
    sender_customer_id VARCHAR(64)  NULL,
    sender_uma         VARCHAR(200) NULL,
    sending_currency   VARCHAR(10)  NOT NULL,
    response           LONGTEXT     NOT NULL,
    created_at         TIMESTAMP(6) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
