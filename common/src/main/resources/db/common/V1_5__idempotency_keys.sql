-- One row per (caller, Idempotency-Key): the request's fingerprint and its first answer, replayed
-- exactly. VARBINARY key columns compare byte for byte: no case or accent folding, no PAD SPACE.
-- status/content_type/body are filled in the transaction that inserted the row, so a committed row
-- always has them.
CREATE TABLE idempotency_key (
    scope        VARBINARY(200) NOT NULL,
    idem_key     VARBINARY(255) NOT NULL,
    fingerprint  BINARY(32)     NOT NULL,
    status       SMALLINT       NULL,
    content_type VARCHAR(200)   CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NULL,
    body         LONGBLOB       NULL,
    created_at   TIMESTAMP(6)   NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    PRIMARY KEY (scope, idem_key),
    INDEX idempotency_key_created (created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
