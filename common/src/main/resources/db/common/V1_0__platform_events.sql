-- Shared by every service: the transactional outbox and the consumed-event log.
CREATE TABLE outbox_event (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    event_type   VARCHAR(100) NOT NULL,
    aggregate_id VARCHAR(100),
    payload      LONGTEXT     NOT NULL,
    created_at   TIMESTAMP(6) NOT NULL,
    published_at TIMESTAMP(6) NULL,
    attempts     INT          NOT NULL DEFAULT 0,
    last_error   VARCHAR(500),
    INDEX outbox_pending (published_at, created_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE processed_event (
    event_id     VARCHAR(64)  NOT NULL PRIMARY KEY,
    event_type   VARCHAR(100) NOT NULL,
    processed_at TIMESTAMP(6) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
