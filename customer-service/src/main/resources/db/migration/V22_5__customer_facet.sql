-- The customer list's currency and region filters read an index of those profile fields, not every profile.
-- A customer's currencies are a JSON array in its profile, and MariaDB has no index over an array's items (MySQL's
-- multi-valued index); its region is a profile field whose index on a virtual column gave wrong answers (V22_4).
-- customer_facet is that index: one row per (facet, value, customer), ordered like the list (creation time, then
-- id), so a page of one currency or region is one range of its primary key, however few customers have it.
--
-- The rows are derived by the database, in the statement that writes the customer, by the triggers below: every
-- writer keeps them exact with nothing to remember (the service, the bulk import, copies of the previous version
-- still running during a rolling upgrade, an operator's SQL). They hold nothing of their own: dropping the table
-- and the triggers loses no data. With binary logging on, the migration's user needs
-- log_bin_trust_function_creators=1 or SUPER to create triggers (deploy/README.md).
--
-- Additive: the previous version never reads the table. The backfill reads every customer once, in one statement,
-- after the triggers exist; it holds shared locks on the customers it has read until it ends, so a customer written
-- meanwhile waits for it (measured in docs/benchmarks.md) and no change slips between the backfill and the triggers.
CREATE TABLE customer_facet (
    facet               VARCHAR(16)  NOT NULL,
    facet_value         VARCHAR(64)  NOT NULL,
    customer_created_at TIMESTAMP(6) NOT NULL,
    customer_id         VARCHAR(64)  NOT NULL,
    PRIMARY KEY (facet, facet_value, customer_created_at, customer_id),
    INDEX customer_facet_of (customer_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;

CREATE TRIGGER customer_facet_insert AFTER INSERT ON customer FOR EACH ROW
    INSERT IGNORE INTO customer_facet (facet, facet_value, customer_created_at, customer_id)
    SELECT 'currency', c.code, NEW.created_at, NEW.id
    FROM JSON_TABLE(COALESCE(JSON_EXTRACT(NEW.profile, '$.currencies'), '[]'), '$[*]' COLUMNS (code VARCHAR(64) PATH '$')) c
    WHERE c.code IS NOT NULL
    UNION ALL
    SELECT 'region', JSON_VALUE(NEW.profile, '$.region'), NEW.created_at, NEW.id
    FROM DUAL WHERE JSON_VALUE(NEW.profile, '$.region') IS NOT NULL;

-- an update replaces the rows only when the currencies or the region changed (most updates are of a status or a time)
CREATE TRIGGER customer_facet_clear AFTER UPDATE ON customer FOR EACH ROW
    DELETE FROM customer_facet
    WHERE customer_id = OLD.id
      AND NOT (JSON_EXTRACT(OLD.profile, '$.currencies') <=> JSON_EXTRACT(NEW.profile, '$.currencies')
               AND JSON_VALUE(OLD.profile, '$.region') <=> JSON_VALUE(NEW.profile, '$.region'));

CREATE TRIGGER customer_facet_refill AFTER UPDATE ON customer FOR EACH ROW FOLLOWS customer_facet_clear
    INSERT IGNORE INTO customer_facet (facet, facet_value, customer_created_at, customer_id)
    SELECT f.facet, f.facet_value, NEW.created_at, NEW.id
    FROM (SELECT 'currency' AS facet, c.code AS facet_value
          FROM JSON_TABLE(COALESCE(JSON_EXTRACT(NEW.profile, '$.currencies'), '[]'), '$[*]' COLUMNS (code VARCHAR(64) PATH '$')) c
          WHERE c.code IS NOT NULL
          UNION ALL
          SELECT 'region', JSON_VALUE(NEW.profile, '$.region') FROM DUAL WHERE JSON_VALUE(NEW.profile, '$.region') IS NOT NULL) f
    WHERE NOT (JSON_EXTRACT(OLD.profile, '$.currencies') <=> JSON_EXTRACT(NEW.profile, '$.currencies')
               AND JSON_VALUE(OLD.profile, '$.region') <=> JSON_VALUE(NEW.profile, '$.region'));

CREATE TRIGGER customer_facet_delete AFTER DELETE ON customer FOR EACH ROW
    DELETE FROM customer_facet WHERE customer_id = OLD.id;

INSERT IGNORE INTO customer_facet (facet, facet_value, customer_created_at, customer_id)
SELECT 'currency', c.code, cu.created_at, cu.id
FROM customer cu,
     JSON_TABLE(COALESCE(JSON_EXTRACT(cu.profile, '$.currencies'), '[]'), '$[*]' COLUMNS (code VARCHAR(64) PATH '$')) c
WHERE c.code IS NOT NULL
UNION ALL
SELECT 'region', JSON_VALUE(cu.profile, '$.region'), cu.created_at, cu.id
FROM customer cu
WHERE JSON_VALUE(cu.profile, '$.region') IS NOT NULL;
