-- An outgoing payment waiting on its customer's Strong Customer Authentication (status PENDING_AUTHORIZATION) keeps
-- the deadline of the challenge it waits on; the payment timer fails it SCA_NOT_COMPLETED once that passes (on the
-- platform clock). NULL in every other status, so the index holds only the waiting payments' deadlines.
-- Expand-only: older copies neither read nor write the column.
ALTER TABLE money_transaction ADD COLUMN authorization_expires_at TIMESTAMP(6) NULL;
ALTER TABLE money_transaction
    ADD INDEX money_transaction_authorization_due (authorization_expires_at),
    ALGORITHM = INPLACE, LOCK = NONE;
