-- The live customers in creation order: with deleted_at first, those created in a window are one range of this index,
-- so the count of a window's matches (GET /customers?createdAfter=&createdBefore=, up to 10,000) reads the index
-- alone instead of every matching customer's row to check that it is live. At 500,000 generated customers a day
-- holds about 1,400 of them; their count took 12-17 ms with customer_created (created_at, id), 1.5-3 ms with this.
-- customer_created stays for the list that includes deleted customers. Additive and online (InnoDB builds it while
-- the table takes reads and writes; 3.7 s at 500,000 customers), so copies of the previous version keep running
-- during a rolling upgrade.
ALTER TABLE customer
    ADD INDEX customer_live_by_creation (deleted_at, created_at, id),
    ALGORITHM = INPLACE, LOCK = NONE;
