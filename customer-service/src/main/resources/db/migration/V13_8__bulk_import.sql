-- Bulk customer import (POST /customers/bulk/csv): a job and its rows. The rows are kept as the
-- create requests they were read into; each row is DONE (with the customer it created) or FAILED
-- (with its errors) in the same database transaction as that customer, so a job picked up again
-- after a crash or restart creates nobody twice. lease_until: until when one copy of the service works
-- the job (another copy takes over once it passed). Identifiers compare byte for byte.
CREATE TABLE bulk_import_job (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    status       VARCHAR(20)  NOT NULL,
    total        INT          NOT NULL,
    processed    INT          NOT NULL DEFAULT 0,
    successful   INT          NOT NULL DEFAULT 0,
    failed       INT          NOT NULL DEFAULT 0,
    lease_until  TIMESTAMP(6) NULL DEFAULT NULL,
    created_at   TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at   TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    completed_at TIMESTAMP(6) NULL DEFAULT NULL,
    INDEX bulk_import_job_open (status, lease_until)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TABLE bulk_import_row (
    job_id         VARCHAR(64)  NOT NULL,
    line           INT          NOT NULL,
    correlation_id VARCHAR(200) NULL,
    request        MEDIUMTEXT   NULL,
    status         VARCHAR(10)  NOT NULL,
    customer_id    VARCHAR(64)  NULL,
    error          MEDIUMTEXT   NULL,
    PRIMARY KEY (job_id, line),
    INDEX bulk_import_row_status (job_id, status, line)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
