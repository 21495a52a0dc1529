-- UMA invitations (POST /invitations and the operations on /invitations/{code}): a customer of the
-- platform, the inviter (known by its UMA address), invites someone by a link; claiming records the
-- invitee's UMA address. The code is how the contract addresses an invitation, so it is the key.
-- status is PENDING, CLAIMED or CANCELLED; EXPIRED is not stored: a PENDING invitation whose
-- expires_at has passed reads as EXPIRED. Identifiers compare byte for byte (utf8mb4_nopad_bin, as
-- V5_1 made every table); UMA addresses case-insensitively, as customer.uma_address. Every TIMESTAMP
-- has an explicit default so no column gets ON UPDATE CURRENT_TIMESTAMP.
CREATE TABLE invitation (
    code                VARCHAR(32)   NOT NULL PRIMARY KEY,
    inviter_customer_id VARCHAR(64)   NOT NULL,
    inviter_uma         VARCHAR(200)  CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NOT NULL,
    invitee_uma         VARCHAR(200)  CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_nopad_ci NULL,
    first_name          VARCHAR(200)  NULL,
    amount_to_send      BIGINT        NULL,
    amount_currency     VARCHAR(8)    NULL,
    url                 VARCHAR(600)  NOT NULL,
    status              VARCHAR(20)   NOT NULL,
    expires_at          TIMESTAMP(6)  NULL DEFAULT NULL,
    claimed_at          TIMESTAMP(6)  NULL DEFAULT NULL,
    cancelled_at        TIMESTAMP(6)  NULL DEFAULT NULL,
    created_at          TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at          TIMESTAMP(6)  NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    version             BIGINT        NOT NULL DEFAULT 0,
    INDEX invitation_by_inviter (inviter_customer_id, created_at),
    CONSTRAINT invitation_inviter_customer FOREIGN KEY (inviter_customer_id) REFERENCES customer (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;
