-- Indexes that hold a list's filter and then its order (each secondary index ends with the primary key, id), so a
-- page is one range of an index, whatever the table's size. Without them:
-- - GET /customers/internal-accounts with no customerId (the customers' accounts, customer_id IS NOT NULL) and with
--   currency only, and GET /customers/external-accounts likewise (the live accounts, deleted_at IS NULL), read every
--   customer's account and sorted them for each page: internal_account_customer and external_account_list start with
--   the customer, so they serve one customer's page only;
-- - GET /transactions?senderAccountIdentifier= read all of the account's transactions through
--   money_transaction_source and sorted them for each page;
-- - GET /agents/approvals?customerId= walked the actions awaiting approval of every customer (agent_action_pending),
--   checking each one's customer.
-- Additive and online (InnoDB builds them while the tables take reads and writes), so copies of the previous
-- version keep running during a rolling upgrade.
ALTER TABLE internal_account
    ADD INDEX internal_account_created (created_at, id),
    ADD INDEX internal_account_by_currency (currency, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE external_account
    ADD INDEX external_account_live (deleted_at, created_at, id),
    ADD INDEX external_account_by_currency (currency, deleted_at, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE money_transaction
    ADD INDEX money_transaction_by_sender (source_account_id, created_at),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE agent_action
    ADD INDEX agent_action_customer_status (customer_id, status, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
