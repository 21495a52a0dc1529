-- Beneficial owners of business customers. Their contract-shaped fields (roles,
-- ownershipPercentage, personalInfo) are JSON; the KYC status they get when their business
-- resolves is a column.
CREATE TABLE beneficial_owner (
    id          VARCHAR(64)  NOT NULL PRIMARY KEY,
    customer_id VARCHAR(64)  NOT NULL,
    kyc_status  VARCHAR(20)  NOT NULL,
    profile     LONGTEXT     NOT NULL,
    created_at  TIMESTAMP(6) NOT NULL,
    updated_at  TIMESTAMP(6) NOT NULL,
    CONSTRAINT beneficial_owner_customer FOREIGN KEY (customer_id) REFERENCES customer (id),
    INDEX beneficial_owner_by_customer (customer_id, created_at, id),
    INDEX beneficial_owner_created (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Documents: metadata here, the file's bytes in document_chunk (written in the same transaction,
-- so a document never exists without its content). customer_id is the customer the document
-- counts for: the holder itself, or the business of a beneficial-owner holder.
CREATE TABLE document (
    id                VARCHAR(64)  NOT NULL PRIMARY KEY,
    holder_id         VARCHAR(64)  NOT NULL,
    customer_id       VARCHAR(64)  NOT NULL,
    document_type     VARCHAR(60)  NOT NULL,
    side              VARCHAR(10)  NULL,
    country           CHAR(2)      NOT NULL,
    document_number   VARCHAR(100) NULL,
    issuing_authority VARCHAR(200) NULL,
    file_name         VARCHAR(255) NOT NULL,
    media_type        VARCHAR(50)  NOT NULL,
    size_bytes        BIGINT       NOT NULL,
    sha256            CHAR(64)     NOT NULL,
    created_at        TIMESTAMP(6) NOT NULL,
    updated_at        TIMESTAMP(6) NOT NULL,
    CONSTRAINT document_customer FOREIGN KEY (customer_id) REFERENCES customer (id),
    INDEX document_by_holder (holder_id, created_at, id),
    INDEX document_by_customer (customer_id),
    INDEX document_created (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- A file is stored as ordered chunks of at most 1 MiB: no single row comes near InnoDB's limit
-- for one BLOB relative to the redo log, nor the client's max_allowed_packet.
CREATE TABLE document_chunk (
    document_id VARCHAR(64) NOT NULL,
    seq         INT         NOT NULL,
    bytes       LONGBLOB    NOT NULL,
    PRIMARY KEY (document_id, seq),
    CONSTRAINT document_chunk_document FOREIGN KEY (document_id) REFERENCES document (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Each POST /verifications result, as returned (errors as JSON).
CREATE TABLE verification (
    id                  VARCHAR(64)  NOT NULL PRIMARY KEY,
    customer_id         VARCHAR(64)  NOT NULL,
    verification_status VARCHAR(30)  NOT NULL,
    errors              LONGTEXT     NOT NULL,
    created_at          TIMESTAMP(6) NOT NULL,
    updated_at          TIMESTAMP(6) NOT NULL,
    CONSTRAINT verification_customer FOREIGN KEY (customer_id) REFERENCES customer (id),
    INDEX verification_by_customer (customer_id, created_at, id),
    INDEX verification_created (created_at, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Hosted verification links (POST /customers/{id}/kyc-link).
CREATE TABLE kyc_link (
    id              VARCHAR(64)  NOT NULL PRIMARY KEY,
    customer_id     VARCHAR(64)  NOT NULL,
    token           VARCHAR(64)  NOT NULL,
    redirect_uri    VARCHAR(2000) NULL,
    idempotency_key VARCHAR(200) NULL,
    expires_at      TIMESTAMP(6) NOT NULL,
    created_at      TIMESTAMP(6) NOT NULL,
    CONSTRAINT kyc_link_customer FOREIGN KEY (customer_id) REFERENCES customer (id),
    UNIQUE KEY kyc_link_token (token),
    UNIQUE KEY kyc_link_idempotency (customer_id, idempotency_key)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
