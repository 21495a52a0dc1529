-- External-account ownership (the contract's challenge and verify operations): a FIRST_PARTY
-- self-custody wallet starts PENDING_OWNERSHIP_VERIFICATION; a challenge asks its owner to sign a
-- message with the wallet's key (WALLET_SIGNATURE) or to pass a hosted check (LIVENESS, which the
-- sandbox passes on its own at completes_at). A new challenge replaces the open one of its account.
-- status: OPEN, PASSED, FAILED, REPLACED. Identifiers compare byte for byte.
CREATE TABLE ownership_challenge (
    id                VARCHAR(64)  NOT NULL PRIMARY KEY,
    account_id        VARCHAR(64)  NOT NULL,
    method            VARCHAR(20)  NOT NULL,
    message           VARCHAR(500) NULL,
    verification_link VARCHAR(500) NULL,
    status            VARCHAR(20)  NOT NULL,
    expires_at        TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    completes_at      TIMESTAMP(6) NULL DEFAULT NULL,
    created_at        TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at        TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX ownership_challenge_account (account_id, status),
    INDEX ownership_challenge_due (status, completes_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- PENDING_OWNERSHIP_VERIFICATION is 30 characters.
ALTER TABLE external_account
    MODIFY status VARCHAR(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL;
