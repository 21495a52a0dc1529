-- Delegated signing keys (issue 13): a P-256 keypair the platform generates and custodies for a card
-- funding source backed by an Embedded Wallet. The private half is sealed (AES-256-GCM under
-- PLATFORM_WALLET_KEY_ENCRYPTION_KEY, the key's id as associated data) and never leaves the service.
-- status: INITIATED (first leg only; not visible through the API), PENDING (signer created, policy leg
-- never completed), ACTIVE, REVOKED. active_funding_source is the funding source while ACTIVE and NULL
-- otherwise, so the unique key allows one ACTIVE key per funding source whatever the race.
CREATE TABLE delegated_key (
    id                     VARCHAR(64)    NOT NULL PRIMARY KEY,
    card_id                VARCHAR(64)    NOT NULL,
    funding_source_id      VARCHAR(64)    NOT NULL,
    account_id             VARCHAR(64)    NOT NULL,
    public_key             VARCHAR(66)    NOT NULL,
    sealed_private_key     VARBINARY(128) NOT NULL,
    nickname               VARCHAR(256)   NOT NULL,
    status                 VARCHAR(16)    NOT NULL,
    active_funding_source  VARCHAR(64)    NULL,
    created_at             TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at             TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    UNIQUE KEY uk_delegated_key_active (active_funding_source),
    KEY ix_delegated_key_account (account_id),
    KEY ix_delegated_key_source (funding_source_id),
    KEY ix_delegated_key_card_account (card_id, account_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
