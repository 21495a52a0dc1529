-- The operators' overview (GET /ops/overview/onboarding) reads through an index of its own. Additive and online
-- (InnoDB builds it while the table takes reads and writes), so copies of the previous version keep running during a
-- rolling upgrade. An individual has a kyc_status and no kyb_status, a business the reverse, so:
--  - the count per status is a GROUP BY read from this index alone (no row, no profile is read);
--  - the customers waiting on the platform (PENDING: in manual review) are an ordered range of it, oldest first, LIMIT.
ALTER TABLE customer
    ADD INDEX customer_verification (kyc_status, kyb_status, deleted_at, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
