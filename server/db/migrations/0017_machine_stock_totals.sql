CREATE TABLE "machine_stock_totals" (
	"company_id" integer NOT NULL,
	"franchise_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "machine_stock_totals_key" ON "machine_stock_totals" USING btree ("company_id","franchise_id","warehouse_id","store_id","product_id");--> statement-breakpoint
-- A statement's slot changes, summed per key of the slot's machine, added to the totals: one
-- upsert per statement, so a bulk insert of a million slots stays one statement. A deleted
-- machine's slots count nowhere. The rows are taken in key order, so two statements lock the
-- totals they share in the same order.
CREATE FUNCTION vm_slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT vending_machine_id, product_id, quantity AS units FROM new_slots'
    WHEN 'DELETE' THEN 'SELECT vending_machine_id, product_id, -quantity AS units FROM old_slots'
    ELSE 'SELECT vending_machine_id, product_id, -quantity AS units FROM old_slots UNION ALL SELECT vending_machine_id, product_id, quantity FROM new_slots'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO machine_stock_totals (company_id, franchise_id, warehouse_id, store_id, product_id, units)
    SELECT m.company_id, coalesce(m.franchise_id, 0), coalesce(m.warehouse_id, 0), coalesce(m.store_id, 0), d.product_id, sum(d.units)::int
    FROM (%s) d
    JOIN vending_machines m ON m.id = d.vending_machine_id AND m.deleted_at IS NULL
    WHERE d.product_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.units) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, franchise_id, warehouse_id, store_id, product_id)
    DO UPDATE SET units = machine_stock_totals.units + excluded.units
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A machine moved to another franchise, warehouse or store, deleted or restored carries its
-- slots' units from its old key to its new one.
CREATE FUNCTION vending_machines_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO machine_stock_totals (company_id, franchise_id, warehouse_id, store_id, product_id, units)
  SELECT k.company_id, k.franchise_id, k.warehouse_id, k.store_id, s.product_id, sum(k.sign * s.quantity)::int
  FROM (
    SELECT o.id, o.company_id, coalesce(o.franchise_id, 0) AS franchise_id, coalesce(o.warehouse_id, 0) AS warehouse_id, coalesce(o.store_id, 0) AS store_id, -1 AS sign
    FROM old_machines o JOIN new_machines n ON n.id = o.id
    WHERE o.deleted_at IS NULL AND (n.deleted_at IS NOT NULL OR (o.company_id, o.franchise_id, o.warehouse_id, o.store_id) IS DISTINCT FROM (n.company_id, n.franchise_id, n.warehouse_id, n.store_id))
    UNION ALL
    SELECT n.id, n.company_id, coalesce(n.franchise_id, 0), coalesce(n.warehouse_id, 0), coalesce(n.store_id, 0), 1
    FROM old_machines o JOIN new_machines n ON n.id = o.id
    WHERE n.deleted_at IS NULL AND (o.deleted_at IS NOT NULL OR (o.company_id, o.franchise_id, o.warehouse_id, o.store_id) IS DISTINCT FROM (n.company_id, n.franchise_id, n.warehouse_id, n.store_id))
  ) k
  JOIN vm_slots s ON s.vending_machine_id = k.id AND s.product_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(k.sign * s.quantity) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, franchise_id, warehouse_id, store_id, product_id)
  DO UPDATE SET units = machine_stock_totals.units + excluded.units;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vm_slots_inserted AFTER INSERT ON vm_slots REFERENCING NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION vm_slots_changed();
--> statement-breakpoint
CREATE TRIGGER vm_slots_deleted AFTER DELETE ON vm_slots REFERENCING OLD TABLE AS old_slots FOR EACH STATEMENT EXECUTE FUNCTION vm_slots_changed();
--> statement-breakpoint
CREATE TRIGGER vm_slots_updated AFTER UPDATE ON vm_slots REFERENCING OLD TABLE AS old_slots NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION vm_slots_changed();
--> statement-breakpoint
CREATE TRIGGER vending_machines_moved AFTER UPDATE ON vending_machines REFERENCING OLD TABLE AS old_machines NEW TABLE AS new_machines FOR EACH STATEMENT EXECUTE FUNCTION vending_machines_moved();
--> statement-breakpoint
-- The slots already written.
INSERT INTO machine_stock_totals (company_id, franchise_id, warehouse_id, store_id, product_id, units)
SELECT m.company_id, coalesce(m.franchise_id, 0), coalesce(m.warehouse_id, 0), coalesce(m.store_id, 0), s.product_id, sum(s.quantity)::int
FROM vm_slots s JOIN vending_machines m ON m.id = s.vending_machine_id AND m.deleted_at IS NULL
WHERE s.product_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5
HAVING sum(s.quantity) <> 0;
