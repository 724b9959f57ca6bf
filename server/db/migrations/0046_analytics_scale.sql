CREATE TABLE "machine_fill" (
	"vending_machine_id" integer PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_area_daily" (
	"company_id" integer NOT NULL,
	"franchise_id" integer DEFAULT 0 NOT NULL,
	"dimension" text NOT NULL,
	"dim_key" text NOT NULL,
	"item_dimension" text NOT NULL,
	"item_key" text NOT NULL,
	"day" date NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"units_vended" integer DEFAULT 0 NOT NULL,
	"gross" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refund" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net" numeric(14, 2) DEFAULT 0 NOT NULL,
	"gst" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cess" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"vends_success" integer DEFAULT 0 NOT NULL,
	"vends_partial" integer DEFAULT 0 NOT NULL,
	"vends_failed" integer DEFAULT 0 NOT NULL,
	"vends_pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_area_daily_pk" PRIMARY KEY("company_id","dimension","item_dimension","day","franchise_id","dim_key","item_key")
);
--> statement-breakpoint
CREATE TABLE "sales_company_daily" (
	"company_id" integer NOT NULL,
	"franchise_id" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"payment_mode" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"vend_success" integer DEFAULT 0 NOT NULL,
	"vend_partial" integer DEFAULT 0 NOT NULL,
	"vend_failed" integer DEFAULT 0 NOT NULL,
	"vend_pending" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refund_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_pending" integer DEFAULT 0 NOT NULL,
	"gst" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cess" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_company_daily_pk" PRIMARY KEY("company_id","day","franchise_id","payment_mode")
);
--> statement-breakpoint
CREATE INDEX "machine_fill_low_idx" ON "machine_fill" USING btree ("vending_machine_id") WHERE "machine_fill"."units" * 100 < 41 * greatest("machine_fill"."capacity", 1);
--> statement-breakpoint
-- Hand-written below (drizzle-kit writes neither triggers nor backfills).
-- machine_fill: a statement's slot changes (slots holding a product), summed per machine and
-- added to its units and capacity; one upsert per statement, rows taken in machine order.
CREATE FUNCTION vm_slots_fill_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT vending_machine_id, quantity AS units, item_layout_max AS capacity FROM new_slots WHERE product_id IS NOT NULL'
    WHEN 'DELETE' THEN 'SELECT vending_machine_id, -quantity AS units, -item_layout_max AS capacity FROM old_slots WHERE product_id IS NOT NULL'
    ELSE 'SELECT vending_machine_id, -quantity AS units, -item_layout_max AS capacity FROM old_slots WHERE product_id IS NOT NULL UNION ALL SELECT vending_machine_id, quantity, item_layout_max FROM new_slots WHERE product_id IS NOT NULL'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO machine_fill (vending_machine_id, units, capacity)
    SELECT d.vending_machine_id, sum(d.units)::int, sum(d.capacity)::int
    FROM (%s) d
    GROUP BY 1
    HAVING sum(d.units) <> 0 OR sum(d.capacity) <> 0
    ORDER BY 1
    ON CONFLICT (vending_machine_id)
    DO UPDATE SET units = machine_fill.units + excluded.units, capacity = machine_fill.capacity + excluded.capacity
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vm_slots_fill_inserted AFTER INSERT ON vm_slots REFERENCING NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION vm_slots_fill_changed();
--> statement-breakpoint
CREATE TRIGGER vm_slots_fill_deleted AFTER DELETE ON vm_slots REFERENCING OLD TABLE AS old_slots FOR EACH STATEMENT EXECUTE FUNCTION vm_slots_fill_changed();
--> statement-breakpoint
CREATE TRIGGER vm_slots_fill_updated AFTER UPDATE ON vm_slots REFERENCING OLD TABLE AS old_slots NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION vm_slots_fill_changed();
--> statement-breakpoint
INSERT INTO machine_fill (vending_machine_id, units, capacity)
SELECT vending_machine_id, sum(quantity)::int, sum(item_layout_max)::int FROM vm_slots WHERE product_id IS NOT NULL GROUP BY 1;
--> statement-breakpoint
-- Backfill: the coarser roll-ups of the orders already there (server/analytics/rollups.ts, rebuildSalesRollups).
insert into sales_company_daily (company_id, franchise_id, day, payment_mode, orders, vend_success, vend_partial, vend_failed, vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending, gst, cess) select o.company_id, coalesce(o.franchise_id, 0), (o.created_at at time zone 'UTC')::date, o.payment_mode, 1 * count(*)::int, 1 * count(*) filter (where o.vend_status = 1)::int, 1 * count(*) filter (where o.vend_status = 2)::int, 1 * count(*) filter (where o.vend_status >= 3)::int, 1 * count(*) filter (where o.vend_status = 0)::int, 1 * count(*) filter (where o.payment_status = 1)::int, 1 * coalesce(sum(o.amount) filter (where o.payment_status = 1), 0), 1 * coalesce(sum(o.discount) filter (where o.payment_status = 1), 0), 1 * coalesce(sum(o.refund_amount) filter (where o.payment_status = 1), 0), 1 * count(*) filter (where o.refund_status is not null)::int, 1 * count(*) filter (where o.refund_status = 0)::int, 0, 0 from orders o where true group by 1, 2, 3, 4;
--> statement-breakpoint
insert into sales_company_daily as t (company_id, franchise_id, day, payment_mode, orders, vend_success, vend_partial, vend_failed, vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending, gst, cess) select o.company_id, coalesce(o.franchise_id, 0), (o.created_at at time zone 'UTC')::date, o.payment_mode, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 * sum(round(((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end) / (1 + (l.gst + l.cess) / 100)) * l.gst / 100, 2)), 1 * sum(round(((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end) / (1 + (l.gst + l.cess) / 100)) * l.cess / 100, 2)) from orders o join order_lines l on l.order_id = o.id where true group by 1, 2, 3, 4 on conflict (company_id, day, franchise_id, payment_mode) do update set orders = t.orders + excluded.orders, vend_success = t.vend_success + excluded.vend_success, vend_partial = t.vend_partial + excluded.vend_partial, vend_failed = t.vend_failed + excluded.vend_failed, vend_pending = t.vend_pending + excluded.vend_pending, paid_orders = t.paid_orders + excluded.paid_orders, amount = t.amount + excluded.amount, discount = t.discount + excluded.discount, refund_amount = t.refund_amount + excluded.refund_amount, refunds = t.refunds + excluded.refunds, refunds_pending = t.refunds_pending + excluded.refunds_pending, gst = t.gst + excluded.gst, cess = t.cess + excluded.cess;
--> statement-breakpoint
insert into sales_area_daily (company_id, franchise_id, dimension, dim_key, item_dimension, item_key, day, lines, quantity, units_vended, gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending) select o.company_id, coalesce(o.franchise_id, 0), d.dimension, d.dim_key, i.item_dimension, i.item_key, (o.created_at at time zone 'UTC')::date, 1 * count(*)::int, 1 * sum(l.quantity)::int, 1 * sum(l.items_vend)::int, 1 * sum(case when o.payment_status = 1 then l.mrp * l.quantity else 0 end), 1 * sum(case when o.payment_status = 1 then l.discount else 0 end), 1 * sum((case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end)), 1 * sum((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end)), 1 * sum(round(((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end) / (1 + (l.gst + l.cess) / 100)) * l.gst / 100, 2)), 1 * sum(round(((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end) / (1 + (l.gst + l.cess) / 100)) * l.cess / 100, 2)), 1 * count(*) filter (where l.refund_status is not null)::int, 1 * count(*) filter (where l.vend_status = 1)::int, 1 * count(*) filter (where l.vend_status = 2)::int, 1 * count(*) filter (where l.vend_status >= 3)::int, 1 * count(*) filter (where l.vend_status = 0)::int from orders o join order_lines l on l.order_id = o.id join vending_machines m on m.id = o.vending_machine_id left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id left join products p on p.id = l.product_id cross join lateral (values ('franchise', coalesce(o.franchise_id, 0)::text), ('state', coalesce(nullif(st.state, ''), nullif(w.state, ''), 'Not set')), ('city', coalesce(nullif(m.city, ''), 'Not set')), ('zone', coalesce(m.zone_id, 0)::text)) d(dimension, dim_key) cross join lateral (values ('', ''), ('category', coalesce(p.category_id, 0)::text), ('brand', coalesce(p.brand_id, 0)::text), ('unit', coalesce(p.unit_id, 0)::text)) i(item_dimension, item_key) where true group by 1, 2, 3, 4, 5, 6, 7;
