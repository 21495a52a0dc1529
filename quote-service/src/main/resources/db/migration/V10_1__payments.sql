-- Money movement: quotes and the transactions they create, with the sandbox's durable timers.
-- Identifier and code columns compare byte for byte (utf8mb4_nopad_bin, see V5_1).

-- A quote is immutable once made: what was priced, for whom, from where to where. Its state lives in
-- its transaction (money_transaction), so execute, expiry and the sandbox steps lock one row only.
-- lookup_id is unique: a lookup prices one quote.
CREATE TABLE payment_quote (
    id                     VARCHAR(64)  NOT NULL PRIMARY KEY,
    transaction_id         VARCHAR(64)  NOT NULL,
    lookup_id              VARCHAR(64)  NULL,
    customer_id            VARCHAR(64)  NULL,
    source_type            VARCHAR(20)  NOT NULL,
    source_account_id      VARCHAR(64)  NULL,
    source_account_type    VARCHAR(20)  NULL,
    source_customer_id     VARCHAR(64)  NULL,
    source_currency        VARCHAR(10)  NULL,
    crypto_network         VARCHAR(20)  NULL,
    destination_type       VARCHAR(20)  NOT NULL,
    destination_account_id VARCHAR(64)  NULL,
    destination_uma        VARCHAR(200) NULL,
    destination_currency   VARCHAR(10)  NULL,
    destination_rail       VARCHAR(30)  NULL,
    sending_currency       VARCHAR(10)  NOT NULL,
    receiving_currency     VARCHAR(10)  NOT NULL,
    total_sending          BIGINT       NOT NULL,
    total_receiving        BIGINT       NOT NULL,
    fees                   BIGINT       NOT NULL,
    variable_fee           BIGINT       NOT NULL,
    fee_bps                INT          NOT NULL,
    fee_fixed              BIGINT       NOT NULL,
    exchange_rate          VARCHAR(40)  NOT NULL,
    multiplier             VARCHAR(40)  NOT NULL,
    expires_at             TIMESTAMP(6) NOT NULL,
    created_at             TIMESTAMP(6) NOT NULL,
    UNIQUE KEY payment_quote_transaction (transaction_id),
    UNIQUE KEY payment_quote_lookup (lookup_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- Transactions grow from "a deposit" to every payment: both sides, amounts, the rail, the failure and
-- refund, and where the sandbox script stands (outcome, step) with its next step's due time.
ALTER TABLE money_transaction
    MODIFY body LONGTEXT NULL,
    MODIFY journal_id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN platform_customer_id   VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN quote_id               VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN funding                VARCHAR(20)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN source_type            VARCHAR(20)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN source_account_id      VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN source_uma             VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN source_currency        VARCHAR(10)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN destination_type       VARCHAR(20)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN destination_account_id VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN destination_kind       VARCHAR(20)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN destination_uma        VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN destination_currency   VARCHAR(10)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN received_amount        BIGINT       NULL,
    ADD COLUMN exchange_rate          VARCHAR(40)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN fees                   BIGINT       NULL,
    ADD COLUMN failure_reason         VARCHAR(40)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN refund_status          VARCHAR(20)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN refund_reason          VARCHAR(30)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN refund_initiated_at    TIMESTAMP(6) NULL,
    ADD COLUMN refund_settled_at      TIMESTAMP(6) NULL,
    ADD COLUMN payment_rail           VARCHAR(30)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN rail_selection_mode    VARCHAR(10)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN settlement_seconds     INT          NULL,
    ADD COLUMN expected_settlement_at TIMESTAMP(6) NULL,
    ADD COLUMN settled_at             TIMESTAMP(6) NULL,
    ADD COLUMN description            VARCHAR(500) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN reference              VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN receipt_confirmed_at   TIMESTAMP(6) NULL,
    ADD COLUMN counterparty           TEXT         CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN outcome                VARCHAR(40)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN step                   INT          NOT NULL DEFAULT 0,
    ADD COLUMN next_step_at           TIMESTAMP(6) NULL,
    ADD COLUMN quote_expires_at       TIMESTAMP(6) NULL,
    ADD COLUMN in_flight              BIGINT       NOT NULL DEFAULT 0,
    ADD COLUMN settled                BOOLEAN      NOT NULL DEFAULT FALSE,
    ADD INDEX money_transaction_due (next_step_at),
    ADD INDEX money_transaction_expiry (status, quote_expires_at),
    ADD INDEX money_transaction_created (created_at, id),
    ADD INDEX money_transaction_source (source_account_id),
    ADD INDEX money_transaction_destination (destination_account_id);

-- Deposits made before this version: their account is the destination, their customer's platform id
-- comes from the read model.
UPDATE money_transaction t
    SET destination_type = 'ACCOUNT', destination_account_id = t.account_id, destination_kind = 'INTERNAL',
        destination_currency = t.currency, received_amount = t.amount, settled_at = t.created_at,
        step = 1, outcome = 'DEPOSIT',
        platform_customer_id = (SELECT c.platform_customer_id FROM customer_view c WHERE c.id = t.customer_id)
    WHERE t.tx_type = 'INCOMING' AND t.destination_account_id IS NULL;
