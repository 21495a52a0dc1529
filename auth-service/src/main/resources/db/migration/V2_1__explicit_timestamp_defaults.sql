-- See common's V1_1: keep created_at from being rewritten on update by older MariaDB defaults.
ALTER TABLE api_token MODIFY created_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6);
