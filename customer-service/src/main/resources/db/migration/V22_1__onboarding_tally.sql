-- Live customers per type and verification status, kept in the transaction that creates, verifies or deletes a
-- customer, so the operators' overview reads a dozen rows instead of counting every customer (an index scan of a
-- million customers took about half a second). Filled here from the customers already present; a copy of the
-- previous version that is still running during a rolling upgrade does not keep it, which the service's periodic
-- reconciliation corrects (see OnboardingTally).
CREATE TABLE onboarding_tally (
    customer_type VARCHAR(16) NOT NULL,
    status        VARCHAR(32) NOT NULL,
    customers     BIGINT      NOT NULL,
    PRIMARY KEY (customer_type, status)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

INSERT INTO onboarding_tally (customer_type, status, customers)
SELECT customer_type, COALESCE(kyc_status, kyb_status, 'UNVERIFIED'), COUNT(*)
FROM customer
WHERE deleted_at IS NULL
GROUP BY customer_type, COALESCE(kyc_status, kyb_status, 'UNVERIFIED');
