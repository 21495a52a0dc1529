-- Versions of the data an external-account lookup reads, in 64 shards (CRC32 of the key modulo 64): a
-- change to an external account, a customer of the read model or a customer's internal accounts adds 1 to its
-- key's shard in the changing transaction (the triggers below, so no write path can forget it). Every copy of
-- quote-service polls these 64 rows and keeps a lookup's reads only while their shards' versions stand
-- (LookupCache). Expand-only: older copies neither read nor need the table, and their writes bump it too.
CREATE TABLE lookup_shard_version (
    shard   SMALLINT NOT NULL PRIMARY KEY,
    version BIGINT   NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

INSERT INTO lookup_shard_version (shard, version) VALUES
(0, 0),
(1, 0),
(2, 0),
(3, 0),
(4, 0),
(5, 0),
(6, 0),
(7, 0),
(8, 0),
(9, 0),
(10, 0),
(11, 0),
(12, 0),
(13, 0),
(14, 0),
(15, 0),
(16, 0),
(17, 0),
(18, 0),
(19, 0),
(20, 0),
(21, 0),
(22, 0),
(23, 0),
(24, 0),
(25, 0),
(26, 0),
(27, 0),
(28, 0),
(29, 0),
(30, 0),
(31, 0),
(32, 0),
(33, 0),
(34, 0),
(35, 0),
(36, 0),
(37, 0),
(38, 0),
(39, 0),
(40, 0),
(41, 0),
(42, 0),
(43, 0),
(44, 0),
(45, 0),
(46, 0),
(47, 0),
(48, 0),
(49, 0),
(50, 0),
(51, 0),
(52, 0),
(53, 0),
(54, 0),
(55, 0),
(56, 0),
(57, 0),
(58, 0),
(59, 0),
(60, 0),
(61, 0),
(62, 0),
(63, 0);

-- An external account's row matters to a lookup by its currency and whether it is deleted; a new account needs
-- no bump (a lookup of an unknown account is never kept).
CREATE TRIGGER external_account_lookup_update AFTER UPDATE ON external_account FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1
    WHERE shard IN (CRC32(OLD.id) % 64, CRC32(NEW.id) % 64)
      AND NOT (OLD.id <=> NEW.id AND OLD.currency <=> NEW.currency AND OLD.deleted_at <=> NEW.deleted_at);

CREATE TRIGGER external_account_lookup_delete AFTER DELETE ON external_account FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1 WHERE shard = CRC32(OLD.id) % 64;

-- A customer of the read model: every change (a lookup is kept only for a sender the read model has, so an
-- insert needs no bump).
CREATE TRIGGER customer_view_lookup_update AFTER UPDATE ON customer_view FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1 WHERE shard IN (CRC32(OLD.id) % 64, CRC32(NEW.id) % 64);

CREATE TRIGGER customer_view_lookup_delete AFTER DELETE ON customer_view FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1 WHERE shard = CRC32(OLD.id) % 64;

-- A customer's internal accounts give its sending currencies: an account that opens, changes status or currency,
-- or goes, under its customer's shard (the platform's own accounts, with no customer, match no shard).
CREATE TRIGGER internal_account_lookup_insert AFTER INSERT ON internal_account FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1 WHERE shard = CRC32(NEW.customer_id) % 64;

CREATE TRIGGER internal_account_lookup_update AFTER UPDATE ON internal_account FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1
    WHERE shard IN (CRC32(OLD.customer_id) % 64, CRC32(NEW.customer_id) % 64)
      AND NOT (OLD.customer_id <=> NEW.customer_id AND OLD.status <=> NEW.status AND OLD.currency <=> NEW.currency
               AND OLD.created_at <=> NEW.created_at);

CREATE TRIGGER internal_account_lookup_delete AFTER DELETE ON internal_account FOR EACH ROW
    UPDATE lookup_shard_version SET version = version + 1 WHERE shard = CRC32(OLD.customer_id) % 64;
