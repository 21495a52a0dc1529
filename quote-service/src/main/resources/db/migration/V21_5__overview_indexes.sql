-- The operators' overview (GET /ops/overview/payments and /balances) reads through indexes of its own. Additive and
-- online (InnoDB builds them while the tables take reads and writes), so copies of the previous version keep running
-- during a rolling upgrade.
--  - Payments per bucket, currency and status over a bounded period (at most 30 days): a range of the covering index,
--    so the GROUP BY reads the period's index entries only, never the rows' bodies nor older payments.
--  - Balances: the customers' total per currency is minus the sum of the platform and system accounts (every journal
--    sums to zero per currency), which are few; this index reads just those accounts, however many customers there are.
ALTER TABLE money_transaction
    ADD INDEX money_transaction_overview (created_at, currency, status, amount),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE ledger_account
    ADD INDEX ledger_account_by_kind (kind, currency, balance),
    ALGORITHM = INPLACE, LOCK = NONE;
