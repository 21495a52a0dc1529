-- A new card is PROCESSING while the sandbox issuer provisions it: activates_at is when the
-- activation timer makes it ACTIVE (on the platform clock); NULL once it is done, or for a card the
-- issuer never decides (the sandbox's platformCardId suffix 003).
ALTER TABLE card ADD COLUMN activates_at TIMESTAMP(6) NULL;
CREATE INDEX card_activation ON card (activates_at);

-- The reveal page's one-time links. Only the SHA-256 of the token is kept; used_at is set by the one
-- conditional UPDATE that serves the page, so a link shows the card details at most once, whichever
-- copy of the service the browser reaches. No card detail is stored.
CREATE TABLE card_reveal (
    token_hash CHAR(64)     NOT NULL PRIMARY KEY,
    card_id    VARCHAR(64)  NOT NULL,
    expires_at TIMESTAMP(6) NOT NULL,
    used_at    TIMESTAMP(6) NULL,
    created_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX card_reveal_card (card_id, created_at),
    INDEX card_reveal_expiry (expires_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
