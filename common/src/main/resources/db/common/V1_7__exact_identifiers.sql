-- Identifiers and keys compare byte for byte. Under a *_ci collation 'SANDBOX', 'sandbox ' and
-- 'sändbox' all equal 'sandbox'. utf8mb4_bin is not enough: MariaDB's _bin collations are PAD SPACE
-- (trailing spaces ignored); utf8mb4_nopad_bin is not.
SET @ccpay_alter_db = CONCAT('ALTER DATABASE `', DATABASE(), '` CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin');
PREPARE ccpay_alter_db FROM @ccpay_alter_db;
EXECUTE ccpay_alter_db;
DEALLOCATE PREPARE ccpay_alter_db;
-- The database default only reaches tables created without a character set: a CREATE TABLE that says
-- DEFAULT CHARSET=utf8mb4 gets the character set's default collation (case-insensitive), so new
-- tables must name COLLATE=utf8mb4_nopad_bin themselves.

ALTER TABLE outbox_event CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
ALTER TABLE processed_event CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
