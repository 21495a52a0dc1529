-- GET /transactions?receiverAccountIdentifier= is one range of money_transaction_by_receiver (its filter, then its
-- order; every secondary index ends with the primary key, id), as senderAccountIdentifier= is of
-- money_transaction_by_sender. Before, the filter also matched a transaction without a destination account through
-- the account it moved (a payment to a UMA address, listed under its sender's account as if that account had received
-- it), and MariaDB read every such transaction of the table on each request (ref_or_null on
-- money_transaction_destination), then all of the account's transactions to sort them.
--
-- The customers' account lists (GET /customers/internal-accounts and /customers/external-accounts with no customerId)
-- leave out the platform's own accounts (customer_id IS NULL). The indexes of V22_5 hold their filter and order but
-- not customer_id, so counting a page's matches read each matching row, up to 10,001 of them (23 ms for 6,673
-- accounts in one currency, with every page in memory). These hold customer_id last, after the order, so that the
-- page and the count read the index alone (1.5 ms). They supersede internal_account_by_currency,
-- external_account_live and external_account_by_currency, which are their prefixes and can go in a contract step.
--
-- Additive and online (InnoDB builds them while the tables take reads and writes), so copies of the previous version
-- keep running during a rolling upgrade.
ALTER TABLE money_transaction
    ADD INDEX money_transaction_by_receiver (destination_account_id, created_at),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE internal_account
    ADD INDEX internal_account_customers_by_currency (currency, created_at, id, customer_id),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE external_account
    ADD INDEX external_account_customers_live (deleted_at, created_at, id, customer_id),
    ADD INDEX external_account_customers_by_currency (currency, deleted_at, created_at, id, customer_id),
    ALGORITHM = INPLACE, LOCK = NONE;
