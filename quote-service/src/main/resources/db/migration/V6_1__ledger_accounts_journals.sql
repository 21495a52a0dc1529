-- Money core: every ledger entry names a real account, every money transaction its journal, and an
-- owner has one internal account per currency. Identifier columns compare byte for byte (utf8mb4_nopad_bin, see V5_1).

-- The accounts the ledger books on: each internal account (same id) and the system counter-accounts
-- (SYSTEM:<purpose>:<currency>) that stand for money outside the platform. Only SYSTEM may go negative.
-- balance is the running sum of the account's entries, updated under the row lock of each journal.
CREATE TABLE ledger_account (
    id          VARCHAR(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL PRIMARY KEY,
    currency    VARCHAR(10)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    kind        VARCHAR(20)  NOT NULL,
    balance     BIGINT       NOT NULL DEFAULT 0,
    created_at  TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    CONSTRAINT ledger_account_kind CHECK (kind IN ('CUSTOMER', 'PLATFORM', 'SYSTEM')),
    CONSTRAINT ledger_account_not_negative CHECK (kind = 'SYSTEM' OR balance >= 0)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE ledger_journal (
    id          VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL PRIMARY KEY,
    description VARCHAR(200) NULL,
    created_at  TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- One row per account owner (a customer id, or PLATFORM): provisioning locks it, so the event path and
-- synchronous reads that provision the same customer at once queue instead of deadlocking on the
-- unique key of internal_account.
CREATE TABLE account_owner (
    owner_key   VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL PRIMARY KEY,
    created_at  TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

-- An owner had one account per currency AND type, so adding an email to a customer opened a second
-- USDB account (EMBEDDED_WALLET next to INTERNAL_CRYPTO). Keep the older one of such pairs when the
-- newer has never been booked on.
DELETE a FROM internal_account a
    JOIN internal_account b ON b.owner_key = a.owner_key AND b.currency = a.currency
        AND (b.created_at < a.created_at OR (b.created_at = a.created_at AND b.id < a.id))
    WHERE NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.account_id = a.id);

ALTER TABLE internal_account
    MODIFY id        VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    MODIFY owner_key VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    MODIFY currency  VARCHAR(10) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    DROP INDEX internal_account_owner,
    ADD UNIQUE KEY internal_account_owner_currency (owner_key, currency);

-- Accounts for what is already booked: internal accounts, then the system accounts their entries name.
INSERT INTO ledger_account (id, currency, kind, balance, created_at)
    SELECT a.id, a.currency, IF(a.customer_id IS NULL, 'PLATFORM', 'CUSTOMER'),
           COALESCE((SELECT SUM(e.amount) FROM ledger_entry e WHERE e.account_id = a.id), 0), a.created_at
    FROM internal_account a;
INSERT INTO ledger_account (id, currency, kind, balance, created_at)
    SELECT e.account_id, MIN(e.currency), 'SYSTEM', SUM(e.amount), MIN(e.created_at)
    FROM ledger_entry e
    WHERE NOT EXISTS (SELECT 1 FROM ledger_account l WHERE l.id = e.account_id)
    GROUP BY e.account_id;
INSERT INTO ledger_journal (id, created_at)
    SELECT journal_id, MIN(created_at) FROM ledger_entry GROUP BY journal_id;

ALTER TABLE ledger_entry
    MODIFY journal_id VARCHAR(64)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    MODIFY account_id VARCHAR(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    MODIFY currency   VARCHAR(10)  CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    ADD CONSTRAINT ledger_entry_account FOREIGN KEY (account_id) REFERENCES ledger_account (id),
    ADD CONSTRAINT ledger_entry_journal FOREIGN KEY (journal_id) REFERENCES ledger_journal (id),
    ADD CONSTRAINT ledger_entry_not_zero CHECK (amount <> 0);

-- Every money transaction links to the journal that booked it. Rows written before this migration
-- are linked to the journal that credited the same account with the same amount closest in time.
ALTER TABLE money_transaction
    MODIFY id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    ADD COLUMN journal_id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL AFTER account_id;
UPDATE money_transaction t SET journal_id = (
    SELECT e.journal_id FROM ledger_entry e
    WHERE e.account_id = t.account_id AND e.amount = t.amount
    ORDER BY ABS(TIMESTAMPDIFF(MICROSECOND, e.created_at, t.created_at)), e.id LIMIT 1);
DELETE FROM money_transaction WHERE journal_id IS NULL;
ALTER TABLE money_transaction
    MODIFY journal_id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL,
    ADD CONSTRAINT money_transaction_journal FOREIGN KEY (journal_id) REFERENCES ledger_journal (id);
