-- One row per webhook: the body is serialized once, at creation, and never rebuilt,
-- so every delivery attempt sends (and signs) the same bytes.
CREATE TABLE webhook (
    id          VARCHAR(64)  NOT NULL PRIMARY KEY,
    event_id    VARCHAR(64)  NOT NULL,
    event_type  VARCHAR(100) NOT NULL,
    body        LONGTEXT     NOT NULL,
    status      VARCHAR(20)  NOT NULL,
    created_at  TIMESTAMP(6) NOT NULL,
    UNIQUE KEY webhook_event (event_id),
    INDEX webhook_created (created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
