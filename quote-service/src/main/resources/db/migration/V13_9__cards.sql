-- Cards issued against customers' internal accounts, and the card transactions the sandbox
-- simulations drive. No PAN or CVV is stored: they are derived from the card id and the issuer's
-- secret key when a reveal needs them; only the last four digits are kept for display.
-- card.state: PENDING_KYC, PROCESSING, ACTIVE, FROZEN, CLOSED. funding_sources: the ordered internal
-- account ids, comma-separated. Identifiers compare byte for byte.
CREATE TABLE card (
    id                        VARCHAR(64)   NOT NULL PRIMARY KEY,
    cardholder_id             VARCHAR(64)   NOT NULL,
    platform_card_id          VARCHAR(255)  NOT NULL,
    state                     VARCHAR(20)   NOT NULL,
    state_reason              VARCHAR(30)   NULL,
    brand                     VARCHAR(20)   NOT NULL,
    form                      VARCHAR(20)   NOT NULL,
    last4                     CHAR(4)       NOT NULL,
    exp_month                 INT           NOT NULL,
    exp_year                  INT           NOT NULL,
    currency                  VARCHAR(10)   NOT NULL,
    funding_sources           VARCHAR(2000) NOT NULL,
    max_spend_per_transaction BIGINT        NULL,
    processor_ref             VARCHAR(64)   NOT NULL,
    created_at                TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at                TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX card_holder (cardholder_id, created_at),
    INDEX card_platform_id (platform_card_id),
    INDEX card_list (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- status: AUTHORIZED, PARTIALLY_SETTLED, SETTLED, REFUNDED, EXCEPTION. held: what the transaction
-- holds on its account right now (the ledger account HOLD:<account id> holds the sum of these).
CREATE TABLE card_transaction (
    id                       VARCHAR(64)   NOT NULL PRIMARY KEY,
    card_id                  VARCHAR(64)   NOT NULL,
    customer_id              VARCHAR(64)   NOT NULL,
    platform_customer_id     VARCHAR(255)  NULL,
    account_id               VARCHAR(64)   NOT NULL,
    issuer_transaction_token VARCHAR(64)   NOT NULL,
    kind                     VARCHAR(30)   NOT NULL,
    direction                VARCHAR(10)   NOT NULL,
    status                   VARCHAR(20)   NOT NULL,
    currency                 VARCHAR(10)   NOT NULL,
    merchant_descriptor      VARCHAR(255)  NOT NULL,
    merchant_mcc             VARCHAR(4)    NULL,
    merchant_country         CHAR(2)       NULL,
    authorized_amount        BIGINT        NOT NULL,
    held_amount              BIGINT        NOT NULL DEFAULT 0,
    settled_amount           BIGINT        NOT NULL DEFAULT 0,
    settlement_count         INT           NOT NULL DEFAULT 0,
    refunded_amount          BIGINT        NOT NULL DEFAULT 0,
    refund_count             INT           NOT NULL DEFAULT 0,
    pulled_amount            BIGINT        NOT NULL DEFAULT 0,
    pull_count               INT           NOT NULL DEFAULT 0,
    authorized_at            TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    last_event_at            TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    created_at               TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at               TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX card_transaction_card (card_id, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
