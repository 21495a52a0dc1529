-- Agents moving money (api-inventory section 2.12): what an agent asked for, under its policy, and
-- whether the platform had to approve it. Identifier and code columns compare byte for byte.
--
-- Every action has its transaction (created with the action, PENDING while approval is awaited). What
-- an action counts against the agent's spending limits is kept on the action itself: spend (in the
-- policy's limit currency at the time, spend_currency) and the UTC day and month it counts in. The
-- agent's usage is the sum over its actions that are PENDING_APPROVAL or APPROVED in the current day
-- or month, so a rejected or failed action stops counting the moment its status changes, and the
-- counters reset at the UTC day and month boundary without any job.
CREATE TABLE agent_action (
    id                     VARCHAR(64)  NOT NULL PRIMARY KEY,
    agent_id               VARCHAR(64)  NOT NULL,
    customer_id            VARCHAR(64)  NOT NULL,
    platform_customer_id   VARCHAR(200) NULL,
    action_type            VARCHAR(20)  NOT NULL,
    status                 VARCHAR(20)  NOT NULL,
    quote_id               VARCHAR(64)  NULL,
    transaction_id         VARCHAR(64)  NOT NULL,
    transfer_amount        BIGINT       NULL,
    transfer_currency      VARCHAR(10)  NULL,
    source_account_id      VARCHAR(64)  NULL,
    destination_account_id VARCHAR(64)  NULL,
    wallet_signed          BOOLEAN      NOT NULL DEFAULT FALSE,
    spend                  BIGINT       NOT NULL DEFAULT 0,
    spend_currency         VARCHAR(10)  NULL,
    spend_day              DATE         NOT NULL,
    spend_month            CHAR(7)      NOT NULL,
    approval_reason        VARCHAR(300) NULL,
    rejection_reason       VARCHAR(500) NULL,
    created_at             TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at             TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    UNIQUE KEY agent_action_transaction (transaction_id),
    INDEX agent_action_agent_page (agent_id, created_at, id),
    INDEX agent_action_agent_month (agent_id, spend_month, status),
    INDEX agent_action_pending (status, created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- One row per agent that ever acted: locked by every execute or transfer of the agent, so that two
-- concurrent requests of one agent check and count their spend one after the other.
CREATE TABLE agent_spend_lock (
    agent_id   VARCHAR(64)  NOT NULL PRIMARY KEY,
    created_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- Quotes an agent created (GET /agents/me/quotes/{id} answers only its own) and the transactions
-- agents started (the contract's Transaction.agentId). awaiting_approval holds a transaction before its
-- first step while its agent action waits for the platform (nothing can execute it meanwhile).
ALTER TABLE payment_quote
    ADD COLUMN agent_id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL;
ALTER TABLE money_transaction
    ADD COLUMN agent_id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    ADD COLUMN awaiting_approval BOOLEAN NOT NULL DEFAULT FALSE;
