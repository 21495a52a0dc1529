-- API tokens: the platform's HTTP Basic credentials (<client id>:<client secret>).
-- The secret is stored only as a salted PBKDF2 hash.
CREATE TABLE api_token (
    id           VARCHAR(64)  NOT NULL PRIMARY KEY,
    name         VARCHAR(200) NOT NULL,
    client_id    VARCHAR(100) NOT NULL,
    secret_hash  VARCHAR(300) NOT NULL,
    permissions  VARCHAR(100) NOT NULL,
    created_at   TIMESTAMP(6) NOT NULL,
    updated_at   TIMESTAMP(6) NOT NULL,
    deleted_at   TIMESTAMP(6) NULL,
    UNIQUE KEY api_token_client (client_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
