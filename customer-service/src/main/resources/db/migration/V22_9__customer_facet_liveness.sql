-- customer_facet rows carry their customer's deleted_at, so that a currency or region list of live customers is
-- filtered, and counted (up to 10,000), on the facet rows alone. Before, every facet row was joined to its customer
-- to check that it was live: a count of the customers declaring USD read thousands of customer rows (about 21 ms at
-- 10,000 generated customers, against 3 ms for the facet rows alone).
--
-- Additive: the previous version reads the table as before and never names the column. The column is added in place
-- (a nullable column at the end), the triggers are replaced atomically (CREATE OR REPLACE), and the backfill then
-- copies the few deleted customers' times (read through customer_live_by_creation); a customer deleted meanwhile is
-- set by the new trigger, with the same value the backfill writes.
ALTER TABLE customer_facet ADD COLUMN customer_deleted_at TIMESTAMP(6) NULL DEFAULT NULL;

CREATE OR REPLACE TRIGGER customer_facet_insert AFTER INSERT ON customer FOR EACH ROW
    INSERT IGNORE INTO customer_facet (facet, facet_value, customer_created_at, customer_id, customer_deleted_at)
    SELECT 'currency', c.code, NEW.created_at, NEW.id, NEW.deleted_at
    FROM JSON_TABLE(COALESCE(JSON_EXTRACT(NEW.profile, '$.currencies'), '[]'), '$[*]' COLUMNS (code VARCHAR(64) PATH '$')) c
    WHERE c.code IS NOT NULL
    UNION ALL
    SELECT 'region', JSON_VALUE(NEW.profile, '$.region'), NEW.created_at, NEW.id, NEW.deleted_at
    FROM DUAL WHERE JSON_VALUE(NEW.profile, '$.region') IS NOT NULL;

CREATE OR REPLACE TRIGGER customer_facet_refill AFTER UPDATE ON customer FOR EACH ROW FOLLOWS customer_facet_clear
    INSERT IGNORE INTO customer_facet (facet, facet_value, customer_created_at, customer_id, customer_deleted_at)
    SELECT f.facet, f.facet_value, NEW.created_at, NEW.id, NEW.deleted_at
    FROM (SELECT 'currency' AS facet, c.code AS facet_value
          FROM JSON_TABLE(COALESCE(JSON_EXTRACT(NEW.profile, '$.currencies'), '[]'), '$[*]' COLUMNS (code VARCHAR(64) PATH '$')) c
          WHERE c.code IS NOT NULL
          UNION ALL
          SELECT 'region', JSON_VALUE(NEW.profile, '$.region') FROM DUAL WHERE JSON_VALUE(NEW.profile, '$.region') IS NOT NULL) f
    WHERE NOT (JSON_EXTRACT(OLD.profile, '$.currencies') <=> JSON_EXTRACT(NEW.profile, '$.currencies')
               AND JSON_VALUE(OLD.profile, '$.region') <=> JSON_VALUE(NEW.profile, '$.region'));

-- a deletion (or its undoing) moves to the customer's facet rows; most updates leave deleted_at as it was and touch nothing
CREATE OR REPLACE TRIGGER customer_facet_liveness AFTER UPDATE ON customer FOR EACH ROW FOLLOWS customer_facet_refill
    UPDATE customer_facet SET customer_deleted_at = NEW.deleted_at
    WHERE customer_id = NEW.id AND NOT (OLD.deleted_at <=> NEW.deleted_at);

UPDATE customer_facet f JOIN customer c ON c.id = f.customer_id
SET f.customer_deleted_at = c.deleted_at
WHERE c.deleted_at IS NOT NULL;
