-- Each embedded wallet's seed phrase (BIP-39, 12 words), created at its first export and the same at
-- every export after; sealed (AES-256-GCM under PLATFORM_WALLET_KEY_ENCRYPTION_KEY, the account id as
-- associated data). Nothing else reads it: the platform never needs the phrase but to export it.
CREATE TABLE wallet_secret (
    account_id       VARCHAR(64)    NOT NULL PRIMARY KEY,
    sealed_mnemonic  VARBINARY(512) NOT NULL,
    created_at       TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
